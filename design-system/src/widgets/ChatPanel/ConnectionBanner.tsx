import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from '../../primitives/Spinner/Spinner.tsx';

/** The live channel's state as the panel shows it; `online` shows nothing. */
export type ChatConnection = 'online' | 'reconnecting' | 'offline';

/** Says that new messages may be late while the live channel is down. */
export function ConnectionBanner({ connection }: { connection: ChatConnection }) {
  const { t } = useTranslation();
  if (connection === 'online') return null;
  return (
    <p
      role="status"
      data-slot="chat-connection"
      data-connection={connection}
      className="flex items-center gap-2 border-b border-warning-200 bg-warning-50 px-4 py-2 text-sm text-warning-900"
    >
      {connection === 'reconnecting' && <SpinnerIcon size="sm" />}
      {t(connection === 'reconnecting' ? 'chat.panel.reconnecting' : 'chat.panel.offline')}
    </p>
  );
}
