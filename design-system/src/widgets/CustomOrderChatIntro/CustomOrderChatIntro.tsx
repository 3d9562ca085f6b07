import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';

/** The three steps of a custom order, in reading order (keys under `chatPage.steps`). */
export const CUSTOM_ORDER_STEPS = ['choose', 'describe', 'agree'] as const;

export interface CustomOrderChatIntroProps {
  /** Where "browse products" leads. */
  browseHref: string;
  /** Id of the chat panel container, for the chat to mount into. */
  panelId?: string;
  /** The chat itself; without it the panel says that chats start from a product page. */
  panel?: ReactNode;
  className?: string;
}

/** How the custom-order chat works, beside the panel that holds the chat. */
export function CustomOrderChatIntro({ browseHref, panelId, panel, className }: CustomOrderChatIntroProps) {
  const { t } = useTranslation();
  const stepsHeadingId = useId();
  return (
    <div data-slot="custom-order-chat-intro" className={cn('grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]', className)}>
      <section aria-labelledby={stepsHeadingId} className="flex min-w-0 flex-col gap-6">
        <h2 id={stepsHeadingId} className="font-display text-2xl font-semibold text-ink">
          {t('chatPage.stepsHeading')}
        </h2>
        <ol className="flex flex-col gap-4">
          {CUSTOM_ORDER_STEPS.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-lg border border-line bg-surface p-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-ink [overflow-wrap:anywhere]">{t(`chatPage.steps.${step}.title`)}</h3>
                <p className="mt-1 text-ink-muted [overflow-wrap:anywhere]">{t(`chatPage.steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="rounded-md bg-caspian-50 px-4 py-3 text-caspian-900">{t('chatPage.privacy')}</p>
        <div>
          <Button asChild variant="outline">
            <a href={browseHref}>{t('chatPage.browse')}</a>
          </Button>
        </div>
      </section>
      <aside
        id={panelId}
        data-slot="chat-panel"
        aria-label={t('chatPage.panel.label')}
        className="flex min-h-80 flex-col rounded-lg border border-line bg-surface"
      >
        {panel ?? <p className="m-auto max-w-xs px-6 py-10 text-center text-ink-muted">{t('chatPage.panel.empty')}</p>}
      </aside>
    </div>
  );
}
