import type { PartnerRow } from './types.ts';

const NAMES = [
  'Şəki Kəlağayı Evi',
  'Quba Xalça Atelyesi',
  'Lahıc Mis Ustaları',
  'Gəncə Keramika',
  'Nərgiz Zərgərlik',
  'İçərişəhər Qalereyası',
  'Ağac Nağılı',
  'Xətt-i Zərif',
];

/**
 * Stores for stories: fixed ids, every second one premium, the fourth inactive; the second and the
 * last await review, the sixth was rejected with a reason, the others are verified.
 */
export function samplePartners(count = NAMES.length): PartnerRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${(index + 1).toString(16).padStart(8, 'a')}-7b7d-4c1a-9a55-0d6e1c2b9f1${index % 10}`,
    companyName: NAMES[index % NAMES.length] ?? '',
    companyEmail: index % 3 === 0 ? '' : `satis${index + 1}@example.az`,
    email: `magaza${index + 1}@example.az`,
    status: index === 3 ? 'INACTIVE' : 'ACTIVE',
    premium: index % 2 === 0,
    merchantStatus: index === 1 || index === NAMES.length - 1 ? 'NOT_VERIFIED' : index === 5 ? 'REJECTED' : 'VERIFIED',
    reviewNote: index === 5 ? 'Profil şəkli və əlaqə nömrəsi yoxdur.' : '',
  }));
}
