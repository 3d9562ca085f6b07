import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomOrderChatIntro, PageHeading, Skeleton } from '@marketplace/design-system';
import { useStoredSession } from '../../auth/useStoredSession.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { demoViewerOf } from '../chate/demoViewer.ts';
import { useHydrated } from '../useHydrated.ts';

// The chat widgets, the adapter and the date library: loaded once the page knows who is looking.
const DemoChat = lazy(() => import('../chate/DemoChat.tsx'));

/** The container the custom-order chat mounts into. */
export const CHAT_PANEL_ID = 'chat-panel';

function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex h-[32rem] flex-col gap-3 p-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-12 w-3/4" />
      <Skeleton className="ms-auto h-12 w-1/2" />
    </div>
  );
}

/**
 * Spec §2 `/chate` "Demo chat page": how the custom-order chat works, beside the chat itself — a
 * sample conversation and the way to sign in for a guest, a buyer's latest conversation (live,
 * answerable), and for a seller the way to their Messages. The server renders the intro alone:
 * who is looking is known in the browser only.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const session = useStoredSession();
  const panel = hydrated ? (
    <Suspense fallback={<PanelLoading />}>
      <DemoChat viewer={demoViewerOf(session)} />
    </Suspense>
  ) : undefined;
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageMeta title={t('chatPage.title')} description={t('chatPage.description')} />
      <PageHeading title={t('chatPage.title')} subtitle={t('chatPage.description')} />
      <CustomOrderChatIntro browseHref="/" panelId={CHAT_PANEL_ID} panel={panel} />
    </div>
  );
}
