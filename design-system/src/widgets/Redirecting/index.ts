export { Redirecting, type RedirectingProps } from './Redirecting.tsx';
