import { useId } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DELIVERY_DAYS_MAX, DELIVERY_FEE_MAX_QEPIK, DELIVERY_ZONE_KIND } from '@marketplace/contract';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { FieldError } from '../../primitives/Field/FieldParts.tsx';
import { Button } from '../../primitives/Button/index.ts';
import { Icon, TrashIcon } from '../../primitives/Icon/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { formatManat } from '../../rules/manat.ts';
import { CityPicker } from './CityPicker.tsx';
import { useZoneSummary } from './useZoneSummary.ts';
import { zoneProblemPath, type DeliveryOptionsValues } from './deliveryOptionsValues.ts';

export interface DeliveryZoneFieldsProps {
  index: number;
  onRemove: () => void;
  /** Cities the other zones of the form list. */
  citiesElsewhere: ReadonlySet<string>;
}

/** One zone: its name as the legend, its cities (a list-of-cities zone), fee, days, the buyer's view of it, remove. */
export function DeliveryZoneFields({ index, onRemove, citiesElsewhere }: DeliveryZoneFieldsProps) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<DeliveryOptionsValues>();
  const zone = useWatch({ control, name: `zones.${index}` });
  const { errors } = useFormState({ control, name: zoneProblemPath(index) });
  const problem = errors.zones?.[index]?.kind?.message;
  const problemId = useId();
  const summary = useZoneSummary(zone);
  const kindName = t(`deliveryOptions.kinds.${zone.kind}`);

  return (
    <fieldset
      data-slot="delivery-zone"
      data-kind={zone.kind}
      aria-describedby={problem ? problemId : undefined}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-line bg-paper p-4"
    >
      <legend className="float-left flex w-full flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <span className="min-w-0">
          <span className="block text-base font-semibold text-ink">{kindName}</span>
          <span className="block text-sm text-ink-muted">{t(`deliveryOptions.kindHints.${zone.kind}`)}</span>
        </span>
      </legend>

      {zone.kind === DELIVERY_ZONE_KIND.CITIES ? (
        <FormField
          control={control}
          name={`zones.${index}.cities`}
          render={({ field }) => (
            <CityPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              selectRef={field.ref}
              elsewhere={citiesElsewhere}
            />
          )}
        />
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name={`zones.${index}.fee`}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('deliveryOptions.fields.fee')}</FormLabel>
              <FormControl>
                <Input inputMode="decimal" autoComplete="off" trailing="₼" {...field} />
              </FormControl>
              <FormDescription>{t('deliveryOptions.hints.fee')}</FormDescription>
              <FormMessage values={{ max: formatManat(DELIVERY_FEE_MAX_QEPIK / 100, i18n.language) }} />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name={`zones.${index}.days`}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('deliveryOptions.fields.days')}</FormLabel>
              <FormControl>
                <Input type="number" inputMode="numeric" min={0} max={DELIVERY_DAYS_MAX} {...field} />
              </FormControl>
              <FormDescription>{t('deliveryOptions.hints.days')}</FormDescription>
              <FormMessage values={{ max: DELIVERY_DAYS_MAX }} />
            </FormItem>
          )}
        />
      </div>

      {problem ? <FieldError id={problemId}>{i18n.exists(problem) ? t(problem) : problem}</FieldError> : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <p data-slot="zone-summary" className="min-w-0 text-sm text-ink">
          {summary ? (
            <>
              <span className="text-ink-muted">{t('deliveryOptions.zones.buyerSees')}</span> <strong>{summary}</strong>
            </>
          ) : (
            <span className="text-ink-muted">{t('deliveryOptions.zones.incomplete')}</span>
          )}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Icon icon={TrashIcon} />
          {t('deliveryOptions.zones.remove', { zone: kindName })}
        </Button>
      </div>
    </fieldset>
  );
}
