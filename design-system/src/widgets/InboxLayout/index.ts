export { InboxLayout, type InboxLayoutProps } from './InboxLayout.tsx';
