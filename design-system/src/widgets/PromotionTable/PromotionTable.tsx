import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_STOP_REASON_MAX, clickRatePercent, formatAdminDateTime, type Promotion } from '@marketplace/contract';
import { FormAlert, useSubmitOnce } from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import { formatCount } from '../../rules/count.ts';

const STATUS_TONE = { PENDING: 'warning', ACTIVE: 'success', STOPPED: 'danger', ENDED: 'neutral' } as const;

export interface PromotionTableProps {
  promotions: readonly Promotion[];
  /** The seller's own list (their product's figures, cancel), or the admins' (the store, approve and stop). */
  audience: 'seller' | 'admin';
  /** The seller stops their waiting or running promotion. */
  onCancel?: (promotion: Promotion) => void | Promise<unknown>;
  /** An admin approves a waiting one. */
  onApprove?: (promotion: Promotion) => void | Promise<unknown>;
  /** An admin stops a waiting or running one with a reason the seller reads. */
  onStop?: (promotion: Promotion, reason: string) => void | Promise<unknown>;
  /** The promotion whose step is on its way. */
  pendingId?: string | null;
  /** Why the last stop failed, already translated (shown in the stop dialog). */
  stopMessage?: string | null;
  className?: string;
}

/** The reason an admin gives when stopping a promotion. */
function StopDialog({
  promotion,
  onClose,
  onStop,
  message,
}: {
  promotion: Promotion;
  onClose: () => void;
  onStop: (reason: string) => void | Promise<unknown>;
  message?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { submitting, run } = useSubmitOnce();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason.trim() === '') return;
    await run(() => onStop(reason.trim()));
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('promotions.stopDialog.title')}
      description={promotion.productName}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              {t('promotions.stopDialog.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form="promotion-stop-form" variant="danger" isLoading={submitting}>
            {t('promotions.stopDialog.submit')}
          </Button>
        </>
      }
    >
      <form id="promotion-stop-form" noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <Field
          label={t('promotions.stopDialog.reason')}
          error={tried && reason.trim() === '' ? t('promotions.stopDialog.reasonRequired') : undefined}
          required
        >
          <Textarea
            rows={3}
            maxLength={PROMOTION_STOP_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        {message ? <FormAlert>{message}</FormAlert> : null}
      </form>
    </Dialog>
  );
}

/**
 * Promotions in a dense table: the product, (for admins) its store, the state, the days and until
 * when it runs, its views, clicks and click rate, and the steps the reader may take. Scrolls
 * sideways on a phone.
 */
export function PromotionTable({
  promotions,
  audience,
  onCancel,
  onApprove,
  onStop,
  pendingId = null,
  stopMessage,
  className,
}: PromotionTableProps) {
  const { t, i18n } = useTranslation();
  const [stopping, setStopping] = useState<Promotion | null>(null);
  if (promotions.length === 0) {
    return (
      <EmptyState
        title={t('promotions.table.empty')}
        description={audience === 'seller' ? t('promotions.table.emptyHint') : undefined}
      />
    );
  }
  const open = (promotion: Promotion) => promotion.status === 'PENDING' || promotion.status === 'ACTIVE';
  // One decimal in the language's way, the same in every browser ("2,5" in az, ru, tr; "2.5" in en).
  const percent = (value: number) => (i18n.language.startsWith('en') ? String(value) : String(value).replace('.', ','));

  return (
    <div data-slot="promotion-table" className={cn('overflow-x-auto rounded-lg border border-line bg-surface', className)}>
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">{t('promotions.table.caption')}</caption>
        <thead className="bg-neutral-50 text-start text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('promotions.table.product')}
            </th>
            {audience === 'admin' ? (
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t('promotions.table.store')}
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('promotions.table.status')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('promotions.table.period')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('promotions.table.views')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('promotions.table.clicks')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('promotions.table.clickRate')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              <span className="sr-only">{t('promotions.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {promotions.map((promotion) => {
            const busy = pendingId === promotion.id;
            const why =
              promotion.status === 'STOPPED'
                ? promotion.stoppedBy === 'ADMIN'
                  ? t('promotions.table.stoppedByAdmin', { reason: promotion.stopReason })
                  : t('promotions.table.stoppedBySeller')
                : null;
            return (
              <tr key={promotion.id} data-status={promotion.status}>
                <th scope="row" className="px-3 py-2 text-start font-normal">
                  <span className="flex min-w-0 items-center gap-2">
                    <Image
                      src={promotion.coverImage}
                      alt=""
                      width={40}
                      height={40}
                      aspectRatio={1}
                      className="size-10 shrink-0 rounded-md"
                    />
                    <span className="line-clamp-2 font-medium text-ink [overflow-wrap:anywhere]">{promotion.productName}</span>
                  </span>
                </th>
                {audience === 'admin' ? <td className="px-3 py-2 text-ink">{promotion.companyName}</td> : null}
                <td className="px-3 py-2">
                  <Badge tone={STATUS_TONE[promotion.status]} size="sm">
                    {t(`promotions.status.${promotion.status}`)}
                  </Badge>
                  {why ? <p className="mt-1 max-w-56 text-xs text-ink-muted [overflow-wrap:anywhere]">{why}</p> : null}
                </td>
                <td className="px-3 py-2 text-ink">
                  {t('promotions.table.days', { count: promotion.days })}
                  {promotion.endsAt ? (
                    <span className="block text-xs text-ink-muted">
                      {t('promotions.table.until', { date: formatAdminDateTime(promotion.endsAt) })}
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-end tabular-nums">{formatCount(promotion.views)}</td>
                <td className="px-3 py-2 text-end tabular-nums">{formatCount(promotion.clicks)}</td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {percent(clickRatePercent(promotion.views, promotion.clicks))}%
                </td>
                <td className="px-3 py-2">
                  <span className="flex justify-end gap-2">
                    {audience === 'admin' && promotion.status === 'PENDING' && onApprove ? (
                      <Button size="sm" isLoading={busy} onClick={() => void onApprove(promotion)}>
                        {t('promotions.table.approve')}
                      </Button>
                    ) : null}
                    {audience === 'admin' && open(promotion) && onStop ? (
                      <Button size="sm" variant="outline" disabled={busy} onClick={() => setStopping(promotion)}>
                        {t('promotions.table.stop')}
                      </Button>
                    ) : null}
                    {audience === 'seller' && open(promotion) && onCancel ? (
                      <Button size="sm" variant="outline" isLoading={busy} onClick={() => void onCancel(promotion)}>
                        {t('promotions.table.cancelPromotion')}
                      </Button>
                    ) : null}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {stopping && onStop ? (
        <StopDialog
          promotion={stopping}
          message={stopMessage}
          onClose={() => setStopping(null)}
          onStop={async (reason) => {
            await onStop(stopping, reason);
            setStopping(null);
          }}
        />
      ) : null}
    </div>
  );
}
