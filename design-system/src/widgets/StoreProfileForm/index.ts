export { StoreProfileForm, type StoreProfileFormProps } from './StoreProfileForm.tsx';
export { StoreProfileFormSkeleton } from './StoreProfileFormSkeleton.tsx';
export { storeProfileFormSchema, type StoreProfileValues } from './storeProfileFormSchema.ts';
