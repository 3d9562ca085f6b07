export { StoreDashboard, type StoreDashboardProps } from './StoreDashboard.tsx';
export { StoreDashboardError, StoreDashboardSkeleton, type StoreDashboardErrorProps } from './StoreDashboardStates.tsx';
export { OnboardingChecklist, type OnboardingChecklistProps } from './OnboardingChecklist.tsx';
export type { StoreDashboardFigures, StoreDashboardLinks, StoreDashboardStore, StoreOnboarding } from './types.ts';
