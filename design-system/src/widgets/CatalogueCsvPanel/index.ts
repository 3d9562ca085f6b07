export { CatalogueCsvPanel, type CatalogueCsvPanelProps } from './CatalogueCsvPanel.tsx';
