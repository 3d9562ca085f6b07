export { PaymentActions, type PaymentActionsProps } from './PaymentActions.tsx';
