// A store's delivery options (ours): where it delivers, for how much and how fast, and whether a
// buyer may pick up. Zod-free; money in whole qəpik.
import { addBakuWorkingDays } from './order-rules.ts';

/** The cities a buyer chooses from, as Azerbaijanis write them; the first is the capital. */
export const AZ_CITIES = [
  'Bakı',
  'Sumqayıt',
  'Xırdalan',
  'Gəncə',
  'Mingəçevir',
  'Şirvan',
  'Naxçıvan',
  'Lənkəran',
  'Şəki',
  'Yevlax',
  'Naftalan',
  'Xankəndi',
  'Şuşa',
  'Quba',
  'Qusar',
  'Xaçmaz',
  'Siyəzən',
  'Şabran',
  'Qəbələ',
  'Şamaxı',
  'İsmayıllı',
  'Ağsu',
  'Göyçay',
  'Ağdaş',
  'Kürdəmir',
  'Ucar',
  'Zərdab',
  'Zaqatala',
  'Balakən',
  'Qax',
  'Oğuz',
  'Masallı',
  'Astara',
  'Lerik',
  'Yardımlı',
  'Cəlilabad',
  'Biləsuvar',
  'Salyan',
  'Neftçala',
  'Sabirabad',
  'Saatlı',
  'İmişli',
  'Beyləqan',
  'Füzuli',
  'Ağcabədi',
  'Bərdə',
  'Tərtər',
  'Ağdam',
  'Goranboy',
  'Göygöl',
  'Daşkəsən',
  'Gədəbəy',
  'Şəmkir',
  'Tovuz',
  'Qazax',
  'Ağstafa',
  'Hacıqabul',
  'Qobustan',
  'Laçın',
  'Kəlbəcər',
  'Zəngilan',
  'Qubadlı',
  'Cəbrayıl',
  'Xocavənd',
  'Xocalı',
] as const;
export const CAPITAL_CITY = 'Bakı';
/** The Absheron zone beyond Baku itself (Baku's own settlements are Baku). */
export const ABSHERON_CITIES: readonly string[] = ['Sumqayıt', 'Xırdalan'];

export const DELIVERY_ZONE_KIND = {
  BAKU: 'BAKU',
  ABSHERON: 'ABSHERON',
  /** Every city not in Baku or Absheron, unless a CITIES zone names it. */
  REGIONS: 'REGIONS',
  /** The cities it lists, before any other zone. */
  CITIES: 'CITIES',
} as const;
export type DeliveryZoneKind = (typeof DELIVERY_ZONE_KIND)[keyof typeof DELIVERY_ZONE_KIND];

export const DELIVERY_METHOD = { DELIVERY: 'DELIVERY', PICKUP: 'PICKUP' } as const;
export type DeliveryMethod = (typeof DELIVERY_METHOD)[keyof typeof DELIVERY_METHOD];

export const DELIVERY_ZONES_MAX = 10;
export const DELIVERY_DAYS_MAX = 30;
export const DELIVERY_FEE_MAX_QEPIK = 100_000;
export const PICKUP_ADDRESS_MAX = 200;

export interface DeliveryZone {
  zoneId: string;
  kind: DeliveryZoneKind;
  /** CITIES only: the cities it covers (names from AZ_CITIES); [] for the other kinds. */
  cities: string[];
  feeQepik: number;
  /** Working days on the road after it ships. */
  days: number;
}

export interface DeliveryOptions {
  /** Working days the store needs before an order ships (an item's own processing days may be longer). */
  processingDays: number;
  zones: DeliveryZone[];
  /** An order whose lines come to at least this is delivered free; null: never free. */
  freeDeliveryFromQepik: number | null;
  pickup: { enabled: boolean; address: string };
}

/** What a store offers before its seller sets anything: delivery in Baku for 5 ₼ in 2 days. */
export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  processingDays: 1,
  zones: [{ zoneId: 'baku', kind: DELIVERY_ZONE_KIND.BAKU, cities: [], feeQepik: 500, days: 2 }],
  freeDeliveryFromQepik: null,
  pickup: { enabled: false, address: '' },
};

/**
 * The zone that delivers to `city`: a CITIES zone listing it first, then Baku or Absheron for their
 * cities, then REGIONS for any other city; null when the store does not deliver there.
 */
export function deliveryZoneFor(options: Pick<DeliveryOptions, 'zones'>, city: string): DeliveryZone | null {
  const listed = options.zones.find((zone) => zone.kind === DELIVERY_ZONE_KIND.CITIES && zone.cities.includes(city));
  if (listed) return listed;
  const kind =
    city === CAPITAL_CITY
      ? DELIVERY_ZONE_KIND.BAKU
      : ABSHERON_CITIES.includes(city)
        ? DELIVERY_ZONE_KIND.ABSHERON
        : DELIVERY_ZONE_KIND.REGIONS;
  return options.zones.find((zone) => zone.kind === kind) ?? null;
}

/** The zone's fee, or 0 when the lines reach the store's free-delivery threshold. */
export function deliveryFeeOf(
  zone: Pick<DeliveryZone, 'feeQepik'>,
  subtotalQepik: number,
  freeDeliveryFromQepik: number | null,
): number {
  return freeDeliveryFromQepik !== null && subtotalQepik >= freeDeliveryFromQepik ? 0 : zone.feeQepik;
}

/** When a delivered order should arrive: its ship-by date plus the zone's days on the road. */
export function estimatedArrival(shipBy: string, zone: Pick<DeliveryZone, 'days'>): string {
  return addBakuWorkingDays(shipBy, zone.days);
}

/**
 * Problems of a seller's options that a schema cannot see: each zone kind at most once, no city
 * twice, no zone id twice (a buyer's order names its zone by id).
 */
export function deliveryOptionsProblems(options: DeliveryOptions): Record<string, string> {
  const problems: Record<string, string> = {};
  const seenKinds = new Set<DeliveryZoneKind>();
  const seenCities = new Set<string>();
  const seenIds = new Set<string>();
  options.zones.forEach((zone, index) => {
    if (seenIds.has(zone.zoneId)) problems[`zones.${index}.zoneId`] = 'ZONE_ID_REPEATED';
    seenIds.add(zone.zoneId);
    if (zone.kind !== DELIVERY_ZONE_KIND.CITIES) {
      if (seenKinds.has(zone.kind)) problems[`zones.${index}.kind`] = 'ZONE_KIND_REPEATED';
      seenKinds.add(zone.kind);
      return;
    }
    if (zone.cities.length === 0) problems[`zones.${index}.cities`] = 'ZONE_CITIES_EMPTY';
    for (const city of zone.cities) {
      if (seenCities.has(city)) problems[`zones.${index}.cities`] = 'ZONE_CITY_REPEATED';
      seenCities.add(city);
    }
  });
  if (options.zones.length === 0 && !options.pickup.enabled) problems.zones = 'NO_WAY_TO_RECEIVE';
  if (options.pickup.enabled && options.pickup.address.trim() === '') problems['pickup.address'] = 'PICKUP_ADDRESS_REQUIRED';
  return problems;
}
