export { SearchSummary, type SearchSummaryProps } from './SearchSummary.tsx';
