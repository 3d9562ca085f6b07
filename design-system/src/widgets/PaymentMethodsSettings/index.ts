export { PaymentMethodsSettings, type PaymentMethodsSettingsProps } from './PaymentMethodsSettings.tsx';
