export { EarningsSummary, type EarningsSummaryProps } from './EarningsSummary.tsx';
