export { OrdersAtAGlance, type OrdersAtAGlanceLinks, type OrdersAtAGlanceProps } from './OrdersAtAGlance.tsx';
