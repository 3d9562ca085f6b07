export { CheckoutForm, type CheckoutFormProps } from './CheckoutForm.tsx';
export type { CheckoutSubmission } from './checkoutFormSchema.ts';
