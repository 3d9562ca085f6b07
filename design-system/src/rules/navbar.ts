import { NAVBAR_FIXED_AFTER_PX } from '@marketplace/contract';

/** Spec §2: the navbar becomes fixed once the page is scrolled over 200 px. */
export function isNavbarFixed(scrollY: number): boolean {
  return scrollY > NAVBAR_FIXED_AFTER_PX;
}
