import {
  Children,
  cloneElement,
  useCallback,
  type CSSProperties,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

export type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/**
 * One ref for the element that feeds the slot's ref and the child's own. React calls it with
 * null on detach, which clears both (a cleanup a child's ref callback returns is not used).
 */
function useComposedRef<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): Ref<T> | undefined {
  const both = useCallback(
    (node: T | null) => {
      for (const ref of [first, second]) {
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }
    },
    [first, second],
  );
  return first && second ? both : (first ?? second);
}

/**
 * The slot's props laid under the child's: the child's value wins, except that event handlers
 * both run (the child's first), styles merge and class names join.
 */
function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    // A prop the child leaves undefined is one it does not set: the slot's value stays.
    if (childValue === undefined) {
      merged[name] = slotValue;
      continue;
    }
    if (slotValue === undefined) continue;
    if (/^on[A-Z]/.test(name)) {
      merged[name] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  return merged;
}

/**
 * Renders its single child element with the slot's props merged in (`asChild`): a link gets a
 * button's look and attributes without a wrapper element. Like React's `Children.only`, throws
 * unless given exactly one element.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = Children.only(children) as ReactElement<AnyProps>;
  const childRef = child.props.ref as Ref<HTMLElement> | undefined;
  const composedRef = useComposedRef(ref, childRef);
  return cloneElement(child, { ...mergeProps(slotProps, child.props), ref: composedRef });
}
