import { useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AZ_CITIES } from '@marketplace/contract';
import { FormControl, FormDescription, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { Icon, XIcon } from '../../primitives/Icon/index.ts';
import { Select } from '../../primitives/Select/index.ts';

export interface CityPickerProps {
  /** The zone's cities, in the order chosen. */
  value: string[];
  onChange: (cities: string[]) => void;
  onBlur: () => void;
  name: string;
  /** The select's element, so the form can focus it (a new zone, a refused list). */
  selectRef: Ref<HTMLSelectElement>;
  /** Cities another zone of the form already lists: still offered, but marked. */
  elsewhere: ReadonlySet<string>;
}

/**
 * Several cities of AZ_CITIES, for a "chosen cities" zone: the chosen ones as a list of removable
 * chips, and a native select that adds the one picked. Keyboard and screen-reader friendly as the
 * platform's own select is; belongs inside the zone's FormField.
 */
export function CityPicker({ value, onChange, onBlur, name, selectRef, elsewhere }: CityPickerProps) {
  const { t } = useTranslation();
  const select = useRef<HTMLSelectElement | null>(null);
  const chosen = new Set(value);
  const options = AZ_CITIES.filter((city) => !chosen.has(city)).map((city) => ({
    value: city,
    label: elsewhere.has(city) ? t('deliveryOptions.cities.inOtherZone', { city }) : city,
  }));

  const setSelect = (element: HTMLSelectElement | null) => {
    select.current = element;
    if (typeof selectRef === 'function') selectRef(element);
    else if (selectRef) selectRef.current = element;
  };

  return (
    <FormItem className="sm:col-span-2">
      <FormLabel>{t('deliveryOptions.fields.cities')}</FormLabel>
      {value.length > 0 ? (
        <ul aria-label={t('deliveryOptions.cities.chosen')} className="flex flex-wrap gap-2" data-slot="chosen-cities">
          {value.map((city) => (
            <li key={city}>
              <button
                type="button"
                aria-label={t('deliveryOptions.cities.remove', { city })}
                onClick={() => {
                  onChange(value.filter((other) => other !== city));
                  select.current?.focus();
                }}
                className="inline-flex min-h-8 cursor-pointer items-center gap-1.5 rounded-full border border-line-strong bg-surface py-1 ps-3 pe-2 text-sm text-ink hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {city}
                <Icon icon={XIcon} size={3.5} className="text-ink-muted" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('deliveryOptions.cities.none')}</p>
      )}
      <FormControl>
        <Select
          ref={setSelect}
          name={name}
          value=""
          placeholder={t('deliveryOptions.cities.placeholder')}
          options={options}
          onBlur={onBlur}
          onChange={(event) => {
            if (event.target.value) onChange([...value, event.target.value]);
          }}
        />
      </FormControl>
      <FormDescription>{t('deliveryOptions.hints.cities')}</FormDescription>
      <FormMessage />
    </FormItem>
  );
}
