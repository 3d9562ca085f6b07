export * from './lib/cn.ts';
export * from './i18n/index.ts';
export * from './primitives/index.ts';
export * from './forms/index.ts';
export * from './widgets/index.ts';
