import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { StoreDashboardLinks, StoreOnboarding } from './types.ts';
import { Icon, CheckIcon } from '../../primitives/Icon/index.ts';

export interface OnboardingChecklistProps {
  onboarding: StoreOnboarding;
  links: StoreDashboardLinks;
}

/** The steps that make a new store sellable, each linking to where it is done. Hidden once all are done. */
export function OnboardingChecklist({ onboarding, links }: OnboardingChecklistProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const steps = [
    { key: 'storeName', done: onboarding.storeNamed, href: links.profile },
    { key: 'profile', done: onboarding.profileComplete, href: links.profile },
    { key: 'firstProduct', done: onboarding.firstProduct, href: links.newProduct },
    { key: 'firstPhoto', done: onboarding.firstPhoto, href: links.products },
  ] as const;
  const doneCount = steps.filter((step) => step.done).length;
  if (doneCount === steps.length) return null;

  return (
    <section
      data-slot="onboarding-checklist"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-accent-200 bg-accent-50 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('merchant.dashboard.checklist.title')}
        </h2>
        <p className="text-sm text-ink-muted">
          {t('merchant.dashboard.checklist.progress', { done: doneCount, total: steps.length })}
        </p>
      </div>
      <ol className="flex flex-col gap-2">
        {steps.map((step) => (
          <li
            key={step.key}
            data-done={step.done || undefined}
            className="flex items-start gap-3 rounded-lg bg-surface p-3 shadow-xs"
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2',
                step.done ? 'border-success-600 bg-success-600 text-white' : 'border-line-strong bg-surface',
              )}
            >
              {step.done ? <Icon icon={CheckIcon} size={3.5} strokeWidth={3.5} /> : null}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              {step.done ? (
                <p className="font-medium text-ink-muted line-through decoration-1">
                  {t(`merchant.dashboard.checklist.${step.key}.title`)}
                  <span className="sr-only"> — {t('merchant.dashboard.checklist.done')}</span>
                </p>
              ) : (
                <a
                  href={step.href}
                  className="font-semibold text-caspian-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {t(`merchant.dashboard.checklist.${step.key}.title`)}
                </a>
              )}
              <p className="text-sm text-ink-muted">{t(`merchant.dashboard.checklist.${step.key}.hint`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
