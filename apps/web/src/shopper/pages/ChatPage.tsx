import { useTranslation } from 'react-i18next';
import { CustomOrderChatIntro, PageHeading } from '@marketplace/design-system';
import { PageMeta } from '../../pages/PageMeta.tsx';

/** The container the custom-order chat mounts into (the chats feature fills it). */
export const CHAT_PANEL_ID = 'chat-panel';

/** Spec §2 `/chate`: how the custom-order chat works, beside the chat panel. */
export function ChatPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageMeta title={t('chatPage.title')} description={t('chatPage.description')} />
      <PageHeading title={t('chatPage.title')} subtitle={t('chatPage.description')} />
      <CustomOrderChatIntro browseHref="/" panelId={CHAT_PANEL_ID} />
    </div>
  );
}
