import type { LucideIcon, LucideProps } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** Sizes in Tailwind's spacing steps (4 = 1 rem = 16 px); `full` fills a box sized by its parent. */
const SIZE_CLASS = {
  3: 'size-3',
  3.5: 'size-3.5',
  4: 'size-4',
  5: 'size-5',
  6: 'size-6',
  7: 'size-7',
  8: 'size-8',
  14: 'size-14',
  full: 'size-full',
} as const;

export type IconSize = keyof typeof SIZE_CLASS;

/** The house stroke: lucide draws 2 on its 24-unit grid, a touch heavy beside our text. */
export const ICON_STROKE_WIDTH = 1.75;

export type IconProps = Omit<LucideProps, 'size' | 'ref' | 'role' | 'aria-label' | 'aria-hidden' | 'aria-labelledby'> & {
  /** One of the icons re-exported next to this component (`XIcon`, `SearchIcon`, …). */
  icon: LucideIcon;
  /** Width and height; the default 4 (16 px) sits beside body text. */
  size?: IconSize;
  /**
   * A translated name, for the rare icon that is the only thing saying what it means. Without
   * it the icon is hidden from assistive technology: the text or the control's label next to it
   * speaks for it.
   */
  label?: string;
};

/** A line icon from the house set, in the current text colour. */
export function Icon({ icon: Glyph, size = 4, strokeWidth = ICON_STROKE_WIDTH, label, className, ...props }: IconProps) {
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Glyph
      data-slot="icon"
      size={size === 'full' ? undefined : size * 4}
      strokeWidth={strokeWidth}
      className={cn('shrink-0', SIZE_CLASS[size], className)}
      {...naming}
      {...props}
    />
  );
}
