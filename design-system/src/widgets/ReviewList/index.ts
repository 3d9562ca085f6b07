export { ReviewItem, ReviewList, type ReviewListProps } from './ReviewList.tsx';
export { ReviewReplyForm, type ReviewReplyFormProps } from './ReviewReplyForm.tsx';
export { ReviewModeration, type ReviewModerationProps } from './ReviewModeration.tsx';
