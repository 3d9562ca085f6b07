import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = Record<string, unknown>;

/** Handlers both sides set run both: the child's first, then the button's. */
function mergeProps(own: Props, child: Props): Props {
  const merged: Props = { ...own, ...child };
  for (const [key, value] of Object.entries(own)) {
    const childValue = child[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        value(...args);
      };
    }
  }
  if (own.className || child.className) merged.className = cn(own.className as string, child.className as string);
  if (own.style || child.style) merged.style = { ...(own.style as object), ...(child.style as object) };
  return merged;
}

/**
 * A Button with `asChild`: its one child element (a link, a router Link) drawn with the button's
 * props — classes joined, handlers of both run, the child's other props first. Radix's Slot does
 * this too, with refs composed and Slottable parts; the button needs neither, and the shopper's
 * first load is lighter for it (every page's navbar holds a Button).
 */
export function ButtonSlot({ children, ...own }: Props & { children?: ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  return cloneElement(child, mergeProps(own, child.props));
}
