import carpet from '../../primitives/Image/sample-carpet.png';
import type { SellerProductCardItem } from './types.ts';

const NAMES = [
  'Şəki ipək kəlağayısı',
  'Qarabağ xalçası, əl toxunuşu',
  'Mis qazan, Lahıc',
  'Keramika nar vazası',
  'Taxta nərd dəsti',
  'Tikmə yastıq üzü',
  'Gümüş sırğa, nar motivi',
  'Kətan süfrə, 6 nəfərlik',
  'Dulusçuluq kasası',
  'Toxunma səbət',
  'Əl işi şam',
  'Akvarel: Bakı küçəsi',
];

/** A page of the seller's own products for stories: some hidden, some discounted. */
export function sampleSellerItems(count: number, start = 0): SellerProductCardItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = start + index;
    return {
      id: `item-${n + 1}`,
      productName: NAMES[n % NAMES.length] ?? 'Məhsul',
      coverImage: n % 5 === 4 ? '' : carpet,
      viewCount: (n * 137) % 2400,
      status: n % 4 === 3 ? 'HIDDEN' : 'ACTIVE',
      productPrice: 40 + n * 5,
      salePrice: n % 3 === 0 ? 32 + n * 4 : 40 + n * 5,
    };
  });
}
