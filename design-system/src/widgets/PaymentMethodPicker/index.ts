export { PaymentMethodPicker, type PaymentMethodPickerProps } from './PaymentMethodPicker.tsx';
