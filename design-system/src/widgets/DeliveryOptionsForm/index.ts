export { DeliveryOptionsForm, type DeliveryOptionsFormProps } from './DeliveryOptionsForm.tsx';
export { DeliveryOptionsFormSkeleton } from './DeliveryOptionsFormSkeleton.tsx';
