export { ProductForm, type ProductFormProps, type ProductVariationSet } from './ProductForm.tsx';
export { EMPTY_PRODUCT_FORM, itemInputOf, productFormValuesOf, type ProductFormValues } from './productFormValues.ts';
