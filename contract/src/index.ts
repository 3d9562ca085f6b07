export * from './auth.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './i18n.ts';
export * from './sites.ts';
export * from './ssr.ts';
