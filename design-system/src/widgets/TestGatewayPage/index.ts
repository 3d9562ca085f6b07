export { TestGatewayPage, type TestGatewayBusy, type TestGatewayPageProps } from './TestGatewayPage.tsx';
