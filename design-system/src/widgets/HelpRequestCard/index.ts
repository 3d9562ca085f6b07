export { HelpRequestCard, type HelpRequestCardProps } from './HelpRequestCard.tsx';
