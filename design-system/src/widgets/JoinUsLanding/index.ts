export { JoinUsLanding, type JoinUsLandingProps } from './JoinUsLanding.tsx';
export { JOIN_US_REGISTER_ANCHOR } from './JoinUsRegister.tsx';
