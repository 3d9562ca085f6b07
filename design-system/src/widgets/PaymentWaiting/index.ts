export { PaymentWaiting, type PaymentWaitingProps } from './PaymentWaiting.tsx';
export { paymentOutcomeOf, type PaymentOutcome } from './paymentOutcome.ts';
