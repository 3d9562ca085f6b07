export { QrCodeCard, type QrCodeCardCode, type QrCodeCardProps } from './QrCodeCard.tsx';
