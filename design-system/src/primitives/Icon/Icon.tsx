import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';
import { cn } from '../../lib/cn.ts';

/** Sizes in Tailwind's spacing steps (4 = 1 rem = 16 px); `full` fills a box sized by its parent. */
export type IconSize = 3 | 3.5 | 4 | 5 | 6 | 7 | 8 | 14 | 'full';

/** An icon's drawing: lucide's shapes on its 24-unit grid (`icons.ts` names them). */
export type IconGlyph = IconNode;

/** The house stroke: lucide draws 2 on its 24-unit grid, a touch heavy beside our text. */
export const ICON_STROKE_WIDTH = 1.75;

export type IconProps = Omit<
  SVGProps<SVGSVGElement>,
  'ref' | 'role' | 'aria-label' | 'aria-hidden' | 'aria-labelledby' | 'children'
> & {
  /** One of the icons re-exported next to this component (`XIcon`, `SearchIcon`, …). */
  icon: IconGlyph;
  /** Width and height; the default 4 (16 px) sits beside body text. */
  size?: IconSize;
  /**
   * A translated name, for the rare icon that is the only thing saying what it means. Without
   * it the icon is hidden from assistive technology: the text or the control's label next to it
   * speaks for it.
   */
  label?: string;
};

/**
 * A line icon from the house set, in the current text colour. It draws lucide's shapes itself
 * rather than through lucide-react, whose shared component code alone would outweigh the few
 * icons on the shopper's first load.
 */
export function Icon({ icon, size = 4, strokeWidth = ICON_STROKE_WIDTH, label, className, ...props }: IconProps) {
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  // Width and height as attributes, which a size class in `className` overrides; an inline SVG
  // needs no xmlns.
  const length = size === 'full' ? '100%' : size * 4;
  return (
    <svg
      data-slot="icon"
      viewBox="0 0 24 24"
      width={length}
      height={length}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('shrink-0', className)}
      {...naming}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
