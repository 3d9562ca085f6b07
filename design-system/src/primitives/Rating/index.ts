export { formatRating, Rating, RatingContent, type RatingContentProps, type RatingProps } from './Rating.tsx';
