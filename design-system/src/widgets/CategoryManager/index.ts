export { CategoryManager, type CategoryManagerProps } from './CategoryManager.tsx';
export type { ManagedCategory, ManagedProduct } from './types.ts';
