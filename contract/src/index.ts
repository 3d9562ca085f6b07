// Modules that build zod schemas at load time stay apart from zod-free rules and constants
// (e.g. account-rules.ts vs auth.ts): with `sideEffects: false` a page importing only rules never
// loads a schema module, and so never ships zod.
export * from './account-rules.ts';
export * from './admin-categories.ts';
export * from './admin-product-rules.ts';
export * from './admin-products.ts';
export * from './password-rules.ts';
export * from './partner-permission-rules.ts';
export * from './partner-rules.ts';
export * from './auth.ts';
export * from './catalogue-rules.ts';
export * from './catalogue.ts';
export * from './category-admin-rules.ts';
export * from './cart.ts';
export * from './company.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './i18n.ts';
export * from './idempotency.ts';
export * from './media-rules.ts';
export * from './media-address.ts';
export * from './media.ts';
export * from './media-compression.ts';
export * from './notification-rules.ts';
export * from './notifications.ts';
export * from './qr-codes.ts';
export * from './session-rules.ts';
export * from './sites.ts';
export * from './slug.ts';
export * from './ssr.ts';
export * from './merchant.ts';
export * from './paths.ts';
export * from './answers.ts';
export * from './product-form-rules.ts';
export * from './strict-csp.ts';
