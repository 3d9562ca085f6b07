export { DeliveryEstimate, type DeliveryEstimateProps } from './DeliveryEstimate.tsx';
export { deliveryEstimateFor, type DeliveryEstimateValue } from './deliveryEstimate.ts';
