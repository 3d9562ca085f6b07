export { AuthPopup, type AuthPopupProps, type CodeRequestResult } from './AuthPopup.tsx';
export type { AuthMode, CodeMode } from './authFlow.ts';
