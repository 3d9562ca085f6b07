export { NotificationComposer, type NotificationComposerProps, type ComposerView } from './NotificationComposer.tsx';
