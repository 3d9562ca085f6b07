export { Icon, ICON_STROKE_WIDTH, type IconProps, type IconSize } from './Icon.tsx';
export * from './icons.ts';
