export { ReadMore, type ReadMoreProps } from './ReadMore.tsx';
export { plainTextOf } from '../../rules/textPreview.ts';
