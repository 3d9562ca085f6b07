export { ProfileForm, type ProfileFormProps } from './ProfileForm.tsx';
export { profileFormSchema, type ProfileFormValues } from './profileFormSchema.ts';
