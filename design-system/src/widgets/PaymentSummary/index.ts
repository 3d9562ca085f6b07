export { OrderPaymentBadge, PaymentSummary, ORDER_PAYMENT_STATUS_TONES, type PaymentSummaryProps } from './PaymentSummary.tsx';
