export { CommissionRates, type CommissionRateChange, type CommissionRatesProps } from './CommissionRates.tsx';
