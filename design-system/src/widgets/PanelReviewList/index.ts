export { PanelReviewItem, PanelReviewList, type PanelReviewItemProps, type PanelReviewListProps } from './PanelReviewList.tsx';
