export { CouponCodeField, type CouponCodeFieldProps } from './CouponCodeField.tsx';
