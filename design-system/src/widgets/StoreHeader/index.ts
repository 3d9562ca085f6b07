export { StoreHeader, type StoreHeaderProps, type StoreHeaderStore } from './StoreHeader.tsx';
