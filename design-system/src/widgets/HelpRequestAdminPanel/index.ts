export { HelpRequestAdminPanel, type HelpRequestAdminPanelProps } from './HelpRequestAdminPanel.tsx';
export type { HelpDecision } from './helpDecisionSchema.ts';
