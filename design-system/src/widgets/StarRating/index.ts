export { StarRating, starFill, type StarRatingProps } from './StarRating.tsx';
export { StarInput, type StarInputProps } from './StarInput.tsx';
