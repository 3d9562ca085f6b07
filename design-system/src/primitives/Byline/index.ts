export { Byline, presentParts, type BylinePart, type BylineProps } from './Byline.tsx';
