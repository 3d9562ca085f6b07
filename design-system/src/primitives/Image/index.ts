export { Image, hasUsableSource, type ImageProps } from './Image.tsx';
