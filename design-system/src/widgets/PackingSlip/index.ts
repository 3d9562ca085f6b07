export { PackingSlip, type PackingSlipProps } from './PackingSlip.tsx';
