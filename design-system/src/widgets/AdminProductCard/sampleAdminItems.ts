import carpet from '../../primitives/Image/sample-carpet.png';
import type { AdminProductCardItem } from './types.ts';

const NAMES = [
  'Şəki ipək kəlağayısı',
  'Qarabağ xalçası, əl toxunuşu, 2×3 metr, yun və təbii boyalar',
  'Mis qazan, Lahıc',
  'Keramika nar vazası',
  'Taxta nərd dəsti',
  'Tikmə yastıq üzü',
  'Gümüş sırğa, nar motivi',
  'Kətan süfrə, 6 nəfərlik',
];
const STORES = ['Şəki Ustaları', 'Lahıc Misgərləri', 'Qəbələ Keramika Emalatxanası'];

/** A page of every store's products for stories: discounts of both kinds, hidden and deleted ones, galleries. */
export function sampleAdminItems(count: number, start = 0): AdminProductCardItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = start + index;
    const discountType = n % 3 === 0 ? 'PERCENTAGE' : n % 3 === 1 ? 'AMOUNT' : '';
    const productPrice = 40 + n * 5;
    const discountValue = discountType === 'PERCENTAGE' ? 15 : discountType === 'AMOUNT' ? 5 : 0;
    return {
      id: `0b6f${String(n).padStart(4, '0')}-7c1e-4a51-9d2e-5c8f3a${String(100000 + n).slice(-6)}`,
      productName: NAMES[n % NAMES.length] ?? 'Məhsul',
      authorName: n % 2 === 0 ? 'Usta Əli Məmmədov' : 'Zərgər Səbinə',
      coverImage: carpet,
      media: Array.from({ length: n % 4 }, (_, m) => `/media/images/${'c3'.repeat(16)}-${m}.webp`),
      productPrice,
      salePrice:
        discountType === 'PERCENTAGE'
          ? productPrice * 0.85
          : discountType === 'AMOUNT'
            ? productPrice - discountValue
            : productPrice,
      discountType,
      discountValue,
      viewCount: (n * 1379) % 24_000,
      favCount: (n * 37) % 400,
      sold: (n * 11) % 90,
      rating: (n * 1.3) % 5,
      status: n % 4 === 3 ? 'HIDDEN' : 'ACTIVE',
      deletedDate: null,
      merchantId: `5a1c${String(n % STORES.length).padStart(4, '0')}-1111-4222-8333-444455556666`,
      storeName: STORES[n % STORES.length] ?? '',
    };
  });
}
