import { describe, expect, it } from 'vitest';
import { itemInputSchema } from '@marketplace/contract';
import { productFormFieldOf, productFormSchema } from './productFormSchema.ts';
import {
  EMPTY_PRODUCT_FORM,
  itemInputOf,
  liveSalePrice,
  productFormValuesOf,
  type ProductFormValues,
} from './productFormValues.ts';

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  productName: '  Qarabağ xalçası ',
  authorName: 'Aysel Məmmədova',
  productPrice: '120,50',
  discountType: 'PERCENTAGE',
  discountValue: '10',
  selectedCategory: 12,
  productInfo: '<p>Əl işi</p>',
  images: ['/media/images/0123456789abcdef0123456789abcdef.jpg'],
  videos: ['/media/videos/fedcba9876543210fedcba9876543210.mp4'],
  attributes: [{ key: 'Rəng', values: ['Qırmızı', ' '] }],
  pocketTypes: [
    { id: 1, name: 'Standart', active: true },
    { id: 2, name: 'Qutu', active: true },
  ],
  pocketFees: { 2: 2.5 },
};

const messages = (values: ProductFormValues) => {
  const result = productFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the product form output', () => {
  it('is what addNewItem accepts, with the sale price worked out', () => {
    const input = itemInputOf(filled);
    expect(itemInputSchema.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      productName: 'Qarabağ xalçası',
      productPrice: 120.5,
      salePrice: 108.45,
      discountValue: 10,
      media: ['/media/images/0123456789abcdef0123456789abcdef.jpg', '/media/videos/fedcba9876543210fedcba9876543210.mp4'],
      attributes: [{ key: 'Rəng', values: ['Qırmızı'] }],
      pocketFees: { 2: 2.5 },
      stockCount: 0,
    });
  });

  it('drops attributes for item type 3 and keeps its stock', () => {
    const input = itemInputOf({ ...filled, itemType: 3, stockCount: '7' });
    expect(input.attributes).toEqual([]);
    expect(input.stockCount).toBe(7);
  });

  it('sends no discount value without a discount type', () => {
    expect(itemInputOf({ ...filled, discountType: '', discountValue: '30' })).toMatchObject({
      discountValue: 0,
      salePrice: 120.5,
    });
  });
});

describe('liveSalePrice (spec §5)', () => {
  it('takes a percentage of the price or a fixed amount off, to 2 decimals', () => {
    expect(liveSalePrice({ productPrice: '80', discountType: 'PERCENTAGE', discountValue: '15' })).toBe(68);
    expect(liveSalePrice({ productPrice: '80', discountType: 'AMOUNT', discountValue: '12,35' })).toBe(67.65);
    expect(liveSalePrice({ productPrice: 'on', discountType: 'AMOUNT', discountValue: '5' })).toBe(0);
  });
});

describe('productFormSchema (spec §5)', () => {
  it('requires name, author, price, description and a category', () => {
    expect(messages(EMPTY_PRODUCT_FORM)).toMatchObject({
      productName: 'productForm.errors.required',
      authorName: 'productForm.errors.required',
      productPrice: 'productForm.errors.price',
      productInfo: 'productForm.errors.required',
      selectedCategory: 'productForm.errors.category',
    });
    expect(messages({ ...filled, productInfo: '<p> </p>' })).toHaveProperty('productInfo');
  });

  it('accepts a filled form', () => {
    expect(messages(filled)).toEqual({});
  });

  it('refuses a percentage over 100 and an amount over the price', () => {
    expect(messages({ ...filled, discountValue: '101' })).toEqual({ discountValue: 'productForm.errors.percentOver' });
    expect(messages({ ...filled, discountType: 'AMOUNT', discountValue: '200' })).toEqual({
      discountValue: 'productForm.errors.amountOver',
    });
  });

  it('flags the stock field when type 3 has no whole quantity', () => {
    expect(messages({ ...filled, itemType: 3, stockCount: '2,5' })).toEqual({ stockCount: 'productForm.errors.stock' });
    expect(messages({ ...filled, itemType: 1, stockCount: 'x' })).toEqual({});
  });

  it('asks for a value on an attribute that has none (types 1 and 2 only)', () => {
    const bare = { ...filled, attributes: [{ key: 'Ölçü', values: [] }] };
    expect(messages(bare)).toEqual({ 'attributes.0.values': 'productForm.attributes.needsValue' });
    expect(messages({ ...bare, itemType: 3 })).toEqual({});
  });

  it('checks processing days and personalisation only when they are on', () => {
    expect(messages({ ...filled, processingDays: '500' })).toEqual({});
    expect(messages({ ...filled, madeToOrder: true, processingDays: '500' })).toEqual({
      processingDays: 'productForm.errors.processingDays',
    });
    expect(messages({ ...filled, personalization: { enabled: true, prompt: ' ', maxLength: '0' } })).toEqual({
      'personalization.prompt': 'productForm.errors.prompt',
      'personalization.maxLength': 'productForm.errors.maxLength',
    });
  });
});

describe('productFormValuesOf (edit pre-fill)', () => {
  it('splits media into photos and videos and keeps every field', () => {
    const values = productFormValuesOf({ ...itemInputOf(filled), discountValue: 10, salePrice: 108.45 } as never);
    expect(values.images).toEqual(['/media/images/0123456789abcdef0123456789abcdef.jpg']);
    expect(values.videos).toEqual(['/media/videos/fedcba9876543210fedcba9876543210.mp4']);
    expect(values.productPrice).toBe('120.5');
    expect(values.discountValue).toBe('10');
  });
});

describe('productFormFieldOf', () => {
  it('maps refused body paths to the form fields showing them', () => {
    expect(productFormFieldOf('productPrice')).toBe('productPrice');
    expect(productFormFieldOf('selectedItems.0.key')).toBe('attributes');
    expect(productFormFieldOf('pocketFees.2')).toBe('pocketTypes');
    expect(productFormFieldOf('personalization.prompt')).toBe('personalization.prompt');
    expect(productFormFieldOf('prodcutPrice')).toBeNull();
  });
});
