import type { ClientInfo, MerchantDashboard } from '@marketplace/contract';
import type { StoreOnboarding } from '@marketplace/design-system';

/**
 * A new store's first steps: its name (buyers are shown no product of a store without one), a profile buyers can trust (store name, phone, profile picture),
 * a first product, and a first product photo.
 */
export function onboardingOf(
  profile: Pick<ClientInfo, 'companyName' | 'phoneNumber' | 'profileImage'>,
  figures: Pick<MerchantDashboard, 'products' | 'productsWithPhotos'>,
): StoreOnboarding {
  return {
    storeNamed: profile.companyName.trim() !== '',
    profileComplete: [profile.companyName, profile.phoneNumber, profile.profileImage].every((value) => value.trim() !== ''),
    firstProduct: figures.products > 0,
    firstPhoto: figures.productsWithPhotos > 0,
  };
}
