export { Icon, ICON_STROKE_WIDTH, type IconGlyph, type IconProps, type IconSize } from './Icon.tsx';
export * from './icons.ts';
