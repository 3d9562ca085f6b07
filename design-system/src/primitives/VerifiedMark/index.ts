export { VerifiedMark, VerifiedMarkContent, type VerifiedMarkContentProps, type VerifiedMarkProps } from './VerifiedMark.tsx';
