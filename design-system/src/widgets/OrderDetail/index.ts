export { OrderDetail, type OrderDetailProps } from './OrderDetail.tsx';
export type { OrderActionInput } from './OrderActions.tsx';
