import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  DELIVERY_DAYS_MAX,
  DELIVERY_FEE_MAX_QEPIK,
  DELIVERY_ZONE_KIND,
  PICKUP_ADDRESS_MAX,
  PROCESSING_DAYS_MAX,
  deliveryOptionsProblems,
  type DeliveryOptions,
  type DeliveryZoneKind,
} from '@marketplace/contract';
import { manatTextToQepik, qepikToManatText } from '../../rules/manat.ts';

/** The largest free-delivery threshold the API takes, in qəpik (10 000 000 ₼). */
export const FREE_DELIVERY_FROM_MAX_QEPIK = 1_000_000_000;

/** The zone kinds in the order the form offers them; all but a list of cities at most once. */
export const ZONE_KINDS: readonly DeliveryZoneKind[] = [
  DELIVERY_ZONE_KIND.BAKU,
  DELIVERY_ZONE_KIND.ABSHERON,
  DELIVERY_ZONE_KIND.REGIONS,
  DELIVERY_ZONE_KIND.CITIES,
];

/** One zone as the form edits it: money and days are the typed text. */
export interface DeliveryZoneValues {
  zoneId: string;
  kind: DeliveryZoneKind;
  cities: string[];
  /** Manat with up to 2 decimals ("5,00"); "0" is free delivery. */
  fee: string;
  days: string;
}

export interface DeliveryOptionsValues {
  processingDays: string;
  zones: DeliveryZoneValues[];
  /** Manat; empty: delivery is never free. */
  freeDeliveryFrom: string;
  pickup: { enabled: boolean; address: string };
}

// Typed manat ↔ whole qəpik, shared with every form that takes money.
export { manatTextToQepik, qepikToManatText };

/** A whole number of days typed into a field, or null. */
function daysOf(text: string): number | null {
  return /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The saved options as the form's starting values. */
export function deliveryOptionsToValues(options: DeliveryOptions, language: string): DeliveryOptionsValues {
  return {
    processingDays: String(options.processingDays),
    zones: options.zones.map((zone) => ({
      zoneId: zone.zoneId,
      kind: zone.kind,
      cities: [...zone.cities],
      fee: qepikToManatText(zone.feeQepik, language),
      days: String(zone.days),
    })),
    freeDeliveryFrom: options.freeDeliveryFromQepik === null ? '' : qepikToManatText(options.freeDeliveryFromQepik, language),
    pickup: { enabled: options.pickup.enabled, address: options.pickup.address },
  };
}

/** The form's values as the options the API takes (fields that do not read as numbers become 0; validation stops them first). */
export function valuesToDeliveryOptions(values: DeliveryOptionsValues): DeliveryOptions {
  const threshold = values.freeDeliveryFrom.trim();
  return {
    processingDays: daysOf(values.processingDays) ?? 0,
    zones: values.zones.map((zone) => ({
      zoneId: zone.zoneId,
      kind: zone.kind,
      cities: zone.kind === DELIVERY_ZONE_KIND.CITIES ? [...zone.cities] : [],
      feeQepik: manatTextToQepik(zone.fee) ?? 0,
      days: daysOf(zone.days) ?? 0,
    })),
    freeDeliveryFromQepik: threshold === '' ? null : (manatTextToQepik(threshold) ?? 0),
    pickup: { enabled: values.pickup.enabled, address: values.pickup.address.trim() },
  };
}

/** An id for a new zone of `kind`, unlike the ids already there: "baku", "cities", "cities-2"… */
export function newZoneId(kind: DeliveryZoneKind, zones: readonly { zoneId: string }[]): string {
  const base = kind.toLowerCase();
  const taken = new Set(zones.map((zone) => zone.zoneId));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The message key of each problem code of `deliveryOptionsProblems`. */
const PROBLEM_CODES = [
  'ZONE_ID_REPEATED',
  'ZONE_KIND_REPEATED',
  'ZONE_CITIES_EMPTY',
  'ZONE_CITY_REPEATED',
  'NO_WAY_TO_RECEIVE',
  'PICKUP_ADDRESS_REQUIRED',
];

/** A form path that has no control of its own but a message: a whole zone, or the list of zones. */
export const zoneProblemPath = (index: number) => `zones.${index}.kind` as const;
export const ZONES_PROBLEM_PATH = 'zones.root';

/**
 * The form path a refused body path belongs to: `zones.0.feeQepik` → `zones.0.fee`,
 * `zones.1.cities.3` → `zones.1.cities`, `zones` → the list's own message; null for none.
 */
export function deliveryOptionsPathOf(serverPath: string): string | null {
  if (serverPath === 'processingDays') return 'processingDays';
  if (serverPath === 'freeDeliveryFromQepik') return 'freeDeliveryFrom';
  if (serverPath === 'pickup.address') return 'pickup.address';
  if (serverPath === 'pickup' || serverPath === 'pickup.enabled') return 'pickup.enabled';
  if (serverPath === 'zones') return ZONES_PROBLEM_PATH;
  const zone = /^zones\.(\d+)(?:\.(\w+))?/.exec(serverPath);
  if (!zone) return null;
  const index = Number(zone[1]);
  switch (zone[2]) {
    case 'feeQepik':
      return `zones.${index}.fee`;
    case 'days':
      return `zones.${index}.days`;
    case 'cities':
      return `zones.${index}.cities`;
    default:
      return zoneProblemPath(index);
  }
}

/**
 * The message key for a form path's error: a problem code of the rules (what the server names,
 * too) has its own words; anything else is the field's own "not valid" message.
 */
export function deliveryOptionsMessageKey(path: string, code?: string | null): string {
  if (code && PROBLEM_CODES.includes(code)) return `deliveryOptions.problems.${code}`;
  const field = path.replace(/^zones\.\d+\./, 'zone.');
  switch (field) {
    case 'processingDays':
      return 'deliveryOptions.invalid.processingDays';
    case 'zone.fee':
      return 'deliveryOptions.invalid.fee';
    case 'zone.days':
      return 'deliveryOptions.invalid.days';
    case 'freeDeliveryFrom':
      return 'deliveryOptions.invalid.freeDeliveryFrom';
    case 'pickup.address':
      return 'deliveryOptions.invalid.pickupAddress';
    default:
      return 'deliveryOptions.invalid.other';
  }
}

/**
 * Every problem of the typed values, by form path → message key: numbers that do not read or
 * are out of range, an address too long, then the rules' own problems (deliveryOptionsProblems).
 */
export function deliveryOptionsValueProblems(values: DeliveryOptionsValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const processing = daysOf(values.processingDays);
  if (processing === null || processing > PROCESSING_DAYS_MAX)
    problems.processingDays = deliveryOptionsMessageKey('processingDays');
  values.zones.forEach((zone, index) => {
    const fee = manatTextToQepik(zone.fee);
    if (fee === null || fee > DELIVERY_FEE_MAX_QEPIK) problems[`zones.${index}.fee`] = deliveryOptionsMessageKey('zones.0.fee');
    const days = daysOf(zone.days);
    if (days === null || days > DELIVERY_DAYS_MAX) problems[`zones.${index}.days`] = deliveryOptionsMessageKey('zones.0.days');
  });
  const threshold = values.freeDeliveryFrom.trim();
  if (threshold !== '') {
    const qepik = manatTextToQepik(threshold);
    if (qepik === null || qepik > FREE_DELIVERY_FROM_MAX_QEPIK)
      problems.freeDeliveryFrom = deliveryOptionsMessageKey('freeDeliveryFrom');
  }
  if (values.pickup.enabled && values.pickup.address.trim().length > PICKUP_ADDRESS_MAX)
    problems['pickup.address'] = 'deliveryOptions.invalid.pickupAddressTooLong';
  for (const [serverPath, code] of Object.entries(deliveryOptionsProblems(valuesToDeliveryOptions(values)))) {
    const path = deliveryOptionsPathOf(serverPath);
    if (path && !(path in problems)) problems[path] = deliveryOptionsMessageKey(path, code);
  }
  return problems;
}

/** react-hook-form's resolver: the problems above as field errors, each message a translation key. */
export const deliveryOptionsResolver: Resolver<DeliveryOptionsValues> = (values) => {
  const problems = deliveryOptionsValueProblems(values);
  if (Object.keys(problems).length === 0) return { values, errors: {} };
  const errors: FieldErrors<DeliveryOptionsValues> = {};
  for (const [path, message] of Object.entries(problems)) {
    if (!get(errors, path)) set(errors, path, { type: 'validate', message });
  }
  return { values: {}, errors };
};
