export { AuthPopup, type AuthPopupProps, type AuthPurpose, type CodeRequestResult } from './AuthPopup.tsx';
export { AuthFlowPanel, type AuthFlowCallbacks, type AuthFlowPanelProps } from './AuthFlowPanel.tsx';
export type { AuthMode, CodeMode } from './authFlow.ts';
