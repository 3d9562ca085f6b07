export { Badge, BADGE_TONES, badgeVariants, type BadgeProps, type BadgeTone } from './Badge.tsx';
