import type { StoreCardStore } from '@marketplace/design-system';

/** Only what a store card shows, its picture addressed as the page addresses media. */
export function toStoreCardStore(
  { id, companyName, profileImage, productCount }: StoreCardStore,
  mediaAddress: (address: string) => string,
): StoreCardStore {
  return { id, companyName, profileImage: mediaAddress(profileImage), productCount };
}
