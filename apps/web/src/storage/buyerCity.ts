import { AZ_CITIES, STORAGE_KEYS } from '@marketplace/contract';

const isCity = (value: string | null): value is string => value !== null && (AZ_CITIES as readonly string[]).includes(value);

/** The city this browser's buyer last chose, or null (none, not a city we list, or storage blocked). */
export function readBuyerCity(): string | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.buyerCity);
    return isCity(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the buyer's choice of city for the next page and visit ('' forgets it); a browser that
 * refuses storage just does not remember it.
 */
export function rememberBuyerCity(city: string): void {
  try {
    if (isCity(city)) window.localStorage.setItem(STORAGE_KEYS.buyerCity, city);
    else if (city === '') window.localStorage.removeItem(STORAGE_KEYS.buyerCity);
  } catch {
    // Storage blocked or full: the choice holds for this page only.
  }
}
