/**
 * The first paint uses the metric-matched fallback faces (apps/web styles.css): the web fonts are
 * then not fetched during the first layout, where they would delay the first paint and compete
 * with the stylesheet and the photos. Once the first frame is on screen, the boot script loads
 * the web fonts and removes this rule (afterFirstPaint.ts); nothing moves, the faces are matched.
 */
export const FIRST_PAINT_FONTS_ID = 'first-paint-fonts';

/** tailwind.config.ts's stacks without the web fonts (a test keeps them in step). */
export const FIRST_PAINT_STACKS = {
  sans: ['"Manat Sign"', '"Source Sans 3 Fallback"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
  display: ['"Manat Sign"', '"Lora Fallback"', 'Georgia', 'ui-serif', 'serif'],
} as const;

/** The web fonts the first screen of every page uses: loaded together, then swapped in at once. */
export const FIRST_SCREEN_FONTS = [
  '400 1em "Source Sans 3 Variable"',
  '600 1em "Source Sans 3 Variable"',
  '600 1em "Lora Variable"',
];

/** Not in a layer: it wins over the utilities and the base styles while it is there. */
export function firstPaintFontsCss(): string {
  return [
    `body,.font-sans{font-family:${FIRST_PAINT_STACKS.sans.join(',')}}`,
    `.font-display{font-family:${FIRST_PAINT_STACKS.display.join(',')}}`,
  ].join('');
}
