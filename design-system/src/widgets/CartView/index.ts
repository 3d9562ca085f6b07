export { CartView, type CartViewProps, type CartViewState } from './CartView.tsx';
