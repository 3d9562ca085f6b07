export { ProfileImageField, type ProfileImageFieldProps, type ProfileImageKind, type UploadImage } from './ProfileImageField.tsx';
