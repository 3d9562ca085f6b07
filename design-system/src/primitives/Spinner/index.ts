export { Spinner, SpinnerIcon, type SpinnerProps, type SpinnerSize } from './Spinner.tsx';
