export { StoreCard, type StoreCardProps, type StoreCardStore } from './StoreCard.tsx';
