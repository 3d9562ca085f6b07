export { CategoryPicker, type CategoryPickerProps } from './CategoryPicker.tsx';
