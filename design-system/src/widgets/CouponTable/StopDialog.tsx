import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, useSubmitOnce } from '../../forms/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';

/** Asks once more before a coupon or sale is stopped; an admin's stop says why (the store reads it). */
export function StopDialog({
  what,
  audience,
  onClose,
  onStop,
  message,
}: {
  /** The code or the sale's name. */
  what: string;
  audience: 'seller' | 'admin';
  onClose: () => void;
  onStop: (reason: string) => void | Promise<unknown>;
  message?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { submitting, run } = useSubmitOnce();
  const needsReason = audience === 'admin';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (needsReason && reason.trim() === '') return;
    await run(() => onStop(reason.trim()));
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('coupons.stopDialog.title')}
      description={what}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              {t('coupons.stopDialog.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form="coupon-stop-form" variant="danger" isLoading={submitting}>
            {t('coupons.stopDialog.confirm')}
          </Button>
        </>
      }
    >
      <form id="coupon-stop-form" noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <p className="text-sm text-ink-muted">
          {needsReason ? t('coupons.stopDialog.adminText') : t('coupons.stopDialog.sellerText')}
        </p>
        {needsReason ? (
          <Field
            label={t('coupons.stopDialog.reason')}
            error={tried && reason.trim() === '' ? t('coupons.stopDialog.reasonRequired') : undefined}
            required
          >
            <Textarea rows={3} maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />
          </Field>
        ) : null}
        {message ? <FormAlert>{message}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
