export { AdminLoginForm, type AdminCredentials, type AdminLoginFormProps } from './AdminLoginForm.tsx';
