/**
 * What `use-sync-external-store/shim` is for React 18 and later: React's own hook. react-i18next
 * imports the shim, whose fallback implementation for older Reacts would otherwise ride along
 * in the shopper's first load (vite.config.ts points the shim here).
 */
export { useSyncExternalStore } from 'react';
