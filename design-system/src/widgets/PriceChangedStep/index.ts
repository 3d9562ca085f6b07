export { PriceChangedStep, type PriceChangedStepProps } from './PriceChangedStep.tsx';
