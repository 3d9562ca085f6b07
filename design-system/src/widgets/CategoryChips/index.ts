export { CategoryChips, type CategoryChip, type CategoryChipsProps } from './CategoryChips.tsx';
