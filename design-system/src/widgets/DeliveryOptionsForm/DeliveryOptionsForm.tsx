import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_ZONE_KIND,
  DELIVERY_ZONES_MAX,
  PICKUP_ADDRESS_MAX,
  PROCESSING_DAYS_MAX,
  type DeliveryOptions,
  type DeliveryZoneKind,
} from '@marketplace/contract';
import {
  Form,
  FormAlert,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  applyServerErrors,
} from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { FieldError } from '../../primitives/Field/FieldParts.tsx';
import { Icon, PlusIcon } from '../../primitives/Icon/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { formatManat } from '../../rules/manat.ts';
import { DeliveryZoneFields } from './DeliveryZoneFields.tsx';
import {
  FREE_DELIVERY_FROM_MAX_QEPIK,
  ZONE_KINDS,
  deliveryOptionsMessageKey,
  deliveryOptionsPathOf,
  deliveryOptionsResolver,
  deliveryOptionsToValues,
  manatTextToQepik,
  newZoneId,
  valuesToDeliveryOptions,
  type DeliveryOptionsValues,
} from './deliveryOptionsValues.ts';

export interface DeliveryOptionsFormProps {
  /** The store's saved options (the default ones before the seller ever saved). */
  initialValues: DeliveryOptions;
  /**
   * Saves the options, whole. A rejection carrying `fields` (`{ 'zones.0.feeQepik': '…' }`) shows
   * them on their fields, as `errors` does.
   */
  onSubmit: (options: DeliveryOptions) => Promise<unknown>;
  /** The server's refusals by body path (`zones.2.cities: ZONE_CITY_REPEATED`), shown on their fields. */
  errors?: Record<string, string>;
  /** A save is under way (the button is busy) even while the form is not submitting itself. */
  saving?: boolean;
  /** Say "saved" above the button; off when the page announces it itself (a toast), so it is said once. */
  showSavedNotice?: boolean;
  className?: string;
}

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'error'; keys: string[] };

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-6">
      <legend className="float-left w-full">
        <span className="block font-display text-lg font-semibold text-ink">{title}</span>
        <span className="mt-1 block text-sm text-ink-muted">{description}</span>
      </legend>
      {children}
    </fieldset>
  );
}

const serverErrorOptions = {
  fieldOf: (serverPath: string) => deliveryOptionsPathOf(serverPath) as FieldPath<DeliveryOptionsValues> | null,
  messageOf: (field: string, serverText: string) => deliveryOptionsMessageKey(field, serverText),
  fallbackKey: 'deliveryOptions.saveFailed',
};

/**
 * A store's delivery options (the seller panel's "/delivery"): processing days, the zones it
 * delivers to with a fee and days on the road each, a free-delivery threshold and pickup. Each zone
 * says how the buyer will see it; problems the rules name (a city in two zones, pickup without an
 * address, no way to receive) are shown on their fields before anything is sent, and the server's
 * refusals the same way. Money is typed in manat and sent in whole qəpik.
 */
export function DeliveryOptionsForm({
  initialValues,
  onSubmit,
  errors,
  saving = false,
  showSavedNotice = true,
  className,
}: DeliveryOptionsFormProps) {
  const { t, i18n } = useTranslation();
  const [defaults] = useState(() => deliveryOptionsToValues(initialValues, i18n.language));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const form = useForm<DeliveryOptionsValues>({ resolver: deliveryOptionsResolver, defaultValues: defaults });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'zones', keyName: 'key' });
  const zones = useWatch({ control: form.control, name: 'zones' });
  const pickupEnabled = useWatch({ control: form.control, name: 'pickup.enabled' });
  const freeFrom = useWatch({ control: form.control, name: 'freeDeliveryFrom' });
  const pickupAddress = useWatch({ control: form.control, name: 'pickup.address' });
  const zonesProblem = form.formState.errors.zones?.root?.message;
  const busy = saving || form.formState.isSubmitting;
  const addGroup = useRef<HTMLDivElement>(null);
  const ids = { add: useId(), zonesProblem: useId() };

  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const keys = applyServerErrors(form, { fields: errors }, serverErrorOptions);
    setStatus({ kind: 'error', keys: keys.length > 0 ? keys : ['deliveryOptions.fixFields'] });
  }, [errors, form]);

  const presentKinds = useMemo(() => new Set(zones.map((zone) => zone.kind)), [zones]);
  const citiesOutside = (index: number) =>
    new Set(zones.flatMap((zone, other) => (other !== index && zone.kind === DELIVERY_ZONE_KIND.CITIES ? zone.cities : [])));

  const addZone = (kind: DeliveryZoneKind) => {
    const index = fields.length;
    append(
      { zoneId: newZoneId(kind, form.getValues('zones')), kind, cities: [], fee: '', days: '' },
      { focusName: kind === DELIVERY_ZONE_KIND.CITIES ? `zones.${index}.cities` : `zones.${index}.fee` },
    );
    setStatus({ kind: 'idle' });
  };

  const removeZone = (index: number, kind: DeliveryZoneKind) => {
    remove(index);
    setStatus({ kind: 'idle' });
    // Focus goes where the zone can be added back.
    requestAnimationFrame(() => addGroup.current?.querySelector<HTMLButtonElement>(`[data-kind="${kind}"]`)?.focus());
  };

  const submit = form.handleSubmit(
    async (values) => {
      setStatus({ kind: 'idle' });
      try {
        await onSubmit(valuesToDeliveryOptions(values));
        form.reset(values);
        setStatus(showSavedNotice ? { kind: 'saved' } : { kind: 'idle' });
      } catch (error) {
        const keys = applyServerErrors(form, error, serverErrorOptions);
        setStatus({ kind: 'error', keys: keys.length > 0 ? keys : ['deliveryOptions.fixFields'] });
      }
    },
    () => setStatus({ kind: 'error', keys: ['deliveryOptions.fixFields'] }),
  );

  const freeFromQepik = manatTextToQepik(freeFrom.trim());
  const atMax = fields.length >= DELIVERY_ZONES_MAX;

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label={t('deliveryOptions.formLabel')}
        onSubmit={(event) => void submit(event)}
        className={cn('flex flex-col gap-6', className)}
        data-slot="delivery-options-form"
      >
        <Section
          title={t('deliveryOptions.sections.processing.title')}
          description={t('deliveryOptions.sections.processing.description')}
        >
          <FormField
            control={form.control}
            name="processingDays"
            render={({ field }) => (
              <FormItem className="sm:max-w-xs">
                <FormLabel>{t('deliveryOptions.fields.processingDays')}</FormLabel>
                <FormControl>
                  <Input type="number" inputMode="numeric" min={0} max={PROCESSING_DAYS_MAX} {...field} />
                </FormControl>
                <FormDescription>{t('deliveryOptions.hints.processingDays')}</FormDescription>
                <FormMessage values={{ max: PROCESSING_DAYS_MAX }} />
              </FormItem>
            )}
          />
        </Section>

        <Section title={t('deliveryOptions.sections.zones.title')} description={t('deliveryOptions.sections.zones.description')}>
          {fields.length === 0 ? <p className="text-sm text-ink-muted">{t('deliveryOptions.zones.none')}</p> : null}
          {fields.map((zone, index) => (
            <DeliveryZoneFields
              key={zone.key}
              index={index}
              citiesElsewhere={citiesOutside(index)}
              onRemove={() => removeZone(index, zone.kind)}
            />
          ))}
          <div
            ref={addGroup}
            role="group"
            aria-labelledby={ids.add}
            aria-describedby={zonesProblem ? ids.zonesProblem : undefined}
            className="flex flex-col gap-2"
          >
            <p id={ids.add} className="text-sm font-semibold text-ink">
              {t('deliveryOptions.zones.add')}
            </p>
            <div className="flex flex-wrap gap-2">
              {ZONE_KINDS.map((kind) => (
                <Button
                  key={kind}
                  type="button"
                  variant="outline"
                  size="sm"
                  data-kind={kind}
                  disabled={atMax || (kind !== DELIVERY_ZONE_KIND.CITIES && presentKinds.has(kind))}
                  onClick={() => addZone(kind)}
                >
                  <Icon icon={PlusIcon} />
                  {t(`deliveryOptions.kinds.${kind}`)}
                </Button>
              ))}
            </div>
            <p className="text-sm text-ink-muted">
              {atMax ? t('deliveryOptions.zones.max', { max: DELIVERY_ZONES_MAX }) : t('deliveryOptions.zones.addHint')}
            </p>
            {zonesProblem ? (
              <FieldError id={ids.zonesProblem}>{i18n.exists(zonesProblem) ? t(zonesProblem) : zonesProblem}</FieldError>
            ) : null}
          </div>
        </Section>

        <Section title={t('deliveryOptions.sections.free.title')} description={t('deliveryOptions.sections.free.description')}>
          <FormField
            control={form.control}
            name="freeDeliveryFrom"
            render={({ field }) => (
              <FormItem className="sm:max-w-xs">
                <FormLabel>{t('deliveryOptions.fields.freeDeliveryFrom')}</FormLabel>
                <FormControl>
                  <Input inputMode="decimal" autoComplete="off" trailing="₼" {...field} />
                </FormControl>
                <FormDescription>{t('deliveryOptions.hints.freeDeliveryFrom')}</FormDescription>
                <FormMessage values={{ max: formatManat(FREE_DELIVERY_FROM_MAX_QEPIK / 100, i18n.language) }} />
              </FormItem>
            )}
          />
          {freeFromQepik !== null && freeFromQepik <= FREE_DELIVERY_FROM_MAX_QEPIK ? (
            <p data-slot="free-summary" className="text-sm text-ink">
              <span className="text-ink-muted">{t('deliveryOptions.zones.buyerSees')}</span>{' '}
              <strong>
                {t('deliveryOptions.summary.freeFrom', { amount: formatManat(freeFromQepik / 100, i18n.language) })}
              </strong>
            </p>
          ) : null}
        </Section>

        <Section
          title={t('deliveryOptions.sections.pickup.title')}
          description={t('deliveryOptions.sections.pickup.description')}
        >
          <FormField
            control={form.control}
            name="pickup.enabled"
            render={({ field }) => (
              <Checkbox
                label={t('deliveryOptions.fields.pickupEnabled')}
                description={t('deliveryOptions.hints.pickupEnabled')}
                checked={field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  setStatus({ kind: 'idle' });
                }}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
          {pickupEnabled ? (
            <FormField
              control={form.control}
              name="pickup.address"
              render={({ field }) => (
                <FormItem required>
                  <FormLabel>{t('deliveryOptions.fields.pickupAddress')}</FormLabel>
                  <FormControl>
                    <Input autoComplete="street-address" maxLength={PICKUP_ADDRESS_MAX} {...field} />
                  </FormControl>
                  <FormDescription>{t('deliveryOptions.hints.pickupAddress')}</FormDescription>
                  <FormMessage values={{ max: PICKUP_ADDRESS_MAX }} />
                </FormItem>
              )}
            />
          ) : null}
          {pickupEnabled && pickupAddress.trim() !== '' ? (
            <p data-slot="pickup-summary" className="text-sm text-ink">
              <span className="text-ink-muted">{t('deliveryOptions.zones.buyerSees')}</span>{' '}
              <strong>{t('deliveryOptions.summary.pickup', { address: pickupAddress.trim() })}</strong>
            </p>
          ) : null}
        </Section>

        <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-line bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-6">
          {status.kind === 'error' ? <FormAlert>{t(status.keys)}</FormAlert> : null}
          {status.kind === 'saved' ? <FormAlert tone="success">{t('deliveryOptions.saved')}</FormAlert> : null}
          <div className="flex justify-end">
            <Button type="submit" size="lg" isLoading={busy} className="w-full sm:w-auto">
              {busy ? t('deliveryOptions.saving') : t('deliveryOptions.save')}
            </Button>
          </div>
        </div>
      </form>
    </Form>
  );
}
