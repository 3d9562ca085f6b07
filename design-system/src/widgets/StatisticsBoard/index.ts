export { StatisticsBoard, type StatisticsBoardProps } from './StatisticsBoard.tsx';
