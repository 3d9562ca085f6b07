export { AdvertiseDialog, type AdvertiseDialogProps } from './AdvertiseDialog.tsx';
