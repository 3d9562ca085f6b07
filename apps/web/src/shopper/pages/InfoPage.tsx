import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { buttonVariants, PageHeading, whatsappLink } from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import type { InfoTopic } from './infoTopics.ts';
import type { StatusPageData } from './status.data.ts';

/** A small content page (about, help, pricing…): a title, a lead and a paragraph, translated. */
export function InfoPage({ topic }: { topic: InfoTopic }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const title = t(`info.${topic}.title`);
  const whatsapp = whatsappLink(config.whatsappNumber);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageMeta title={title} description={t(`info.${topic}.lead`)} canonical={new URL(`/${topic}`, config.siteUrl).href} />
      <PageHeading title={title} subtitle={t(`info.${topic}.lead`)} />
      <p className="text-base text-ink">{t(`info.${topic}.text`)}</p>
      {topic === 'status' && <ServiceStatus />}
      {(topic === 'contact' || topic === 'help' || topic === 'careers') && whatsapp && (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonVariants({ className: 'self-start' })}>
          {t('info.whatsappAction')}
        </a>
      )}
    </div>
  );
}

function ServiceStatus() {
  const { t } = useTranslation();
  const { healthy } = useLoaderData() as StatusPageData;
  return (
    <p
      data-healthy={healthy}
      className="rounded-lg border border-line bg-surface p-4 text-base font-semibold data-[healthy=false]:text-danger-700 data-[healthy=true]:text-success-800"
    >
      {t(healthy ? 'info.statusUp' : 'info.statusDown')}
    </p>
  );
}
