import { useTranslation } from 'react-i18next';
import { PageHeading, Spinner } from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { POLICY_SECTIONS } from './policySections.ts';

/** Spec §2 "Policy page": terms, agreements, rules and licences, each heading reachable by its anchor. */
export function PolicyPage() {
  const { t, ready } = useTranslation();
  const config = usePublicConfig();
  if (!ready) {
    // Spec §2: "Loading" until the translations are ready (a language switched on the client).
    return (
      <div className="flex items-center justify-center gap-3 px-4 py-24 text-ink-muted">
        <Spinner size="sm" label={t('policy.loading')} />
        <span aria-hidden="true">{t('policy.loading')}</span>
      </div>
    );
  }
  const title = t('pages.policy.title');
  return (
    <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
      <PageMeta title={title} description={t('pages.policy.description')} canonical={new URL('/policy', config.siteUrl).href} />
      <nav aria-labelledby="policy-contents" className="lg:sticky lg:top-20 lg:self-start">
        <h2 id="policy-contents" className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink-muted">
          {t('policy.contents')}
        </h2>
        <ol className="flex flex-col gap-1 text-sm">
          {POLICY_SECTIONS.map((section) => (
            <li key={section.key}>
              <a href={`#${section.anchor}`} className="text-caspian-700 underline-offset-4 hover:underline">
                {t(`policy.sections.${section.key}.title`)}
              </a>
              {'parts' in section && (
                <ol className="mt-1 flex flex-col gap-1 ps-4">
                  {section.parts.map((part) => (
                    <li key={part.key}>
                      <a href={`#${part.anchor}`} className="text-caspian-700 underline-offset-4 hover:underline">
                        {t(`policy.sections.${part.key}.title`)}
                      </a>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <article className="flex max-w-3xl flex-col gap-8">
        <PageHeading title={title} subtitle={t('policy.intro')} />
        {POLICY_SECTIONS.map((section) => (
          <section key={section.key} id={section.anchor} aria-labelledby={`${section.anchor}-title`} className="scroll-mt-20">
            <h2 id={`${section.anchor}-title`} className="font-display text-2xl font-semibold text-ink">
              {t(`policy.sections.${section.key}.title`)}
            </h2>
            <p className="mt-2 text-base text-ink">{t(`policy.sections.${section.key}.text`)}</p>
            {'parts' in section &&
              section.parts.map((part) => (
                <section key={part.key} id={part.anchor} aria-labelledby={`${part.anchor}-title`} className="mt-5 scroll-mt-20">
                  <h3 id={`${part.anchor}-title`} className="text-lg font-semibold text-ink">
                    {t(`policy.sections.${part.key}.title`)}
                  </h3>
                  <p className="mt-1 text-base text-ink">{t(`policy.sections.${part.key}.text`)}</p>
                </section>
              ))}
          </section>
        ))}
      </article>
    </div>
  );
}
