export { OfferCard, type OfferCardProps, type OfferViewer } from './OfferCard.tsx';
