export { Toaster, type ToasterProps } from './Toaster.tsx';
export { notify } from './notify.ts';
