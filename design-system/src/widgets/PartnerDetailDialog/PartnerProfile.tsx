import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../rules/count.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import type { PartnerDetail } from './types.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-semibold text-ink-muted uppercase">{label}</dt>
      <dd className="text-sm text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** Profile image, e-mail, social media account, status and the counts of products and permitted categories. */
export function PartnerProfile({
  partner,
  name,
  categoryCount,
}: {
  partner: PartnerDetail;
  name: string;
  categoryCount: number;
}) {
  const { t } = useTranslation();
  const active = partner.status === 'ACTIVE';
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Image
        src={partner.profileImage}
        alt={t('admin.partners.detail.profileImage', { name })}
        width={80}
        height={80}
        className="size-20 shrink-0 rounded-full"
      />
      <dl className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t('admin.partners.detail.email')}>{partner.companyEmail || partner.email}</Fact>
        <Fact label={t('admin.partners.detail.social')}>{partner.socialMediaAccount || t('admin.partners.detail.notGiven')}</Fact>
        <Fact label={t('admin.partners.detail.status')}>
          <span className="flex flex-wrap gap-1">
            <Badge size="sm" tone={active ? 'success' : 'danger'}>
              {t(`admin.partners.status.${partner.status}`)}
            </Badge>
            {partner.premium ? (
              <Badge size="sm" tone="accent">
                {t('admin.partners.columns.premium')}
              </Badge>
            ) : null}
          </span>
        </Fact>
        <Fact label={t('admin.partners.detail.productCount')}>{formatCount(partner.itemCount)}</Fact>
        <Fact label={t('admin.partners.detail.categoryCount')}>{formatCount(categoryCount)}</Fact>
      </dl>
    </div>
  );
}
