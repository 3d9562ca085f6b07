export {
  ChatComposer,
  type ChatComposerDisabledReason,
  type ChatComposerPhotos,
  type ChatComposerProps,
} from './ChatComposer.tsx';
export { ComposerPhotos, type ComposerPhotosProps } from './ComposerPhotos.tsx';
