export { CouponForm, type CouponFormProps } from './CouponForm.tsx';
export { SaleForm, type SaleFormProps, type SaleFormProduct } from './SaleForm.tsx';
