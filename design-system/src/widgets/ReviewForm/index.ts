export { ReviewForm, type ReviewFormPhotos, type ReviewFormProps, type ReviewFormValues } from './ReviewForm.tsx';
