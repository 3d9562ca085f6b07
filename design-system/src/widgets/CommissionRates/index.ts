export { CommissionRates, type CommissionRateChange, type CommissionRatesProps } from './CommissionRates.tsx';
export { type StoreSearchResults } from './StoreSearch.tsx';
