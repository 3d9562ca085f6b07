import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ORDER_CARRIER_MAX, ORDER_REASON_MAX, ORDER_TRACKING_NUMBER_MAX } from '@marketplace/contract';
import { Form, FormAlert, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import {
  BusyDialog,
  DialogBody,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import { reasonFormSchema, shipmentFormSchema, type ReasonValues, type ShipmentValues } from './orderActionSchemas.ts';

interface ActionDialogProps<Values> {
  open: boolean;
  /** The call is on its way: the dialog stays, its buttons wait. */
  pending: boolean;
  /** Why the last try failed, translated. */
  error: string | null;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
}

const formClass = 'flex min-h-0 flex-1 flex-col';

/**
 * Asks why before declining or cancelling an order; the reason is required where the transitions
 * table says so. An admin's cancellation says that both sides read the reason and the audit log keeps it.
 */
export function ReasonDialog({
  open,
  kind,
  required,
  byAdmin = false,
  pending,
  error,
  onSubmit,
  onCancel,
}: ActionDialogProps<ReasonValues> & { kind: 'DECLINE' | 'CANCEL'; required: boolean; byAdmin?: boolean }) {
  const { t } = useTranslation();
  const form = useForm<ReasonValues>({ resolver: zodResolver(reasonFormSchema(required)), defaultValues: { reason: '' } });
  const prefix = `orders.actions.${kind === 'DECLINE' ? 'decline' : 'cancel'}`;
  const admin = byAdmin && kind === 'CANCEL';

  return (
    <BusyDialog open={open} busy={pending} onClose={onCancel} slot="order-reason-dialog">
      <DialogHeader>
        <DialogTitle>{t(`${prefix}.title`)}</DialogTitle>
        <DialogDescription>{t(admin ? `${prefix}.adminDescription` : `${prefix}.description`)}</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className={formClass} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
          <DialogBody className="flex flex-col gap-3">
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem required={required}>
                  <FormLabel>{t('orders.actions.reason.label')}</FormLabel>
                  <FormControl>
                    <Textarea rows={3} maxLength={ORDER_REASON_MAX} {...field} />
                  </FormControl>
                  <FormDescription>
                    {t(
                      admin
                        ? 'orders.actions.reason.hintAdmin'
                        : required
                          ? 'orders.actions.reason.hintRequired'
                          : 'orders.actions.reason.hint',
                    )}
                  </FormDescription>
                  <FormMessage values={{ max: ORDER_REASON_MAX }} />
                </FormItem>
              )}
            />
            <FormAlert>{error}</FormAlert>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {t('orders.actions.back')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" isLoading={pending}>
              {t(`${prefix}.confirm`)}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </BusyDialog>
  );
}

const SHIPMENT_FIELDS = [
  { name: 'carrier', max: ORDER_CARRIER_MAX, type: 'text', inputMode: undefined },
  { name: 'trackingNumber', max: ORDER_TRACKING_NUMBER_MAX, type: 'text', inputMode: undefined },
  { name: 'trackingUrl', max: 500, type: 'url', inputMode: 'url' },
] as const;

/** Marks an order shipped: carrier, tracking number and tracking link, each optional (a link must be http or https). */
export function ShipDialog({ open, pending, error, onSubmit, onCancel }: ActionDialogProps<ShipmentValues>) {
  const { t } = useTranslation();
  const form = useForm<ShipmentValues>({
    resolver: zodResolver(shipmentFormSchema),
    defaultValues: { carrier: '', trackingNumber: '', trackingUrl: '' },
  });

  return (
    <BusyDialog open={open} busy={pending} onClose={onCancel} slot="order-ship-dialog">
      <DialogHeader>
        <DialogTitle>{t('orders.actions.ship.title')}</DialogTitle>
        <DialogDescription>{t('orders.actions.ship.description')}</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form
          noValidate
          className={formClass}
          onSubmit={(event) => void form.handleSubmit((values) => onSubmit(shipmentFormSchema.parse(values)))(event)}
        >
          <DialogBody className="flex flex-col gap-4">
            {SHIPMENT_FIELDS.map((input) => (
              <FormField
                key={input.name}
                control={form.control}
                name={input.name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t(`orders.actions.ship.${input.name}`)}</FormLabel>
                    <FormControl>
                      <Input type={input.type} inputMode={input.inputMode} maxLength={input.max} {...field} />
                    </FormControl>
                    {input.name === 'trackingUrl' ? <FormDescription>{t('orders.actions.ship.urlHint')}</FormDescription> : null}
                    <FormMessage values={{ max: input.max }} />
                  </FormItem>
                )}
              />
            ))}
            <FormAlert>{error}</FormAlert>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {t('orders.actions.back')}
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={pending}>
              {t('orders.actions.ship.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </BusyDialog>
  );
}
