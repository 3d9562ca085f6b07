export { AuthPopup, type AuthPopupProps, type CodeRequestResult } from './AuthPopup.tsx';
export type { AuthMode, CodeMode } from './authFlow.ts';
export { errorCodeOf, errorMessageKeys } from './errorMessage.ts';
export { FormAlert, type FormAlertProps } from './FormAlert.tsx';
