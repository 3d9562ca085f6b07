import type { CategoryTitles } from '@marketplace/contract';

/** The demo category tree of a handmade marketplace (az first, en beside it). */
export interface DemoCategory {
  urlPath: string;
  titles: CategoryTitles;
  children?: DemoCategory[];
}

const c = (urlPath: string, az: string, en: string, children?: DemoCategory[]): DemoCategory => ({
  urlPath,
  titles: { az, en },
  ...(children ? { children } : {}),
});

export const DEMO_CATEGORIES: DemoCategory[] = [
  c('hediyyeler', 'Hədiyyələr', 'Gifts', [
    c('hediyye-qutulari', 'Hədiyyə qutuları', 'Gift boxes'),
    c('suvenirler', 'Suvenirlər', 'Souvenirs'),
    c('sexsi-hediyyeler', 'Şəxsiləşdirilmiş hədiyyələr', 'Personalised gifts'),
  ]),
  c('incesenet', 'İncəsənət', 'Art', [
    c('rengkarliq', 'Rəngkarlıq', 'Paintings'),
    c('qrafika', 'Qrafika', 'Prints and drawings'),
    c('miniatur', 'Miniatür', 'Miniatures'),
  ]),
  c('zinet-esyalari', 'Zinət əşyaları', 'Jewellery', [
    c('sirgalar', 'Sırğalar', 'Earrings'),
    c('boyunbagilar', 'Boyunbağılar', 'Necklaces'),
    c('uzukler', 'Üzüklər', 'Rings'),
  ]),
  c('keramika', 'Keramika', 'Ceramics', [
    c('vazalar', 'Vazalar', 'Vases'),
    c('qab-qacaq', 'Qab-qacaq', 'Tableware'),
  ]),
  c('toxuculuq', 'Toxuculuq və xalçalar', 'Textiles and carpets', [
    c('xalcalar', 'Xalçalar', 'Carpets', [
      c('quba-xalcalari', 'Quba xalçaları', 'Quba carpets'),
      c('qarabag-xalcalari', 'Qarabağ xalçaları', 'Karabakh carpets'),
    ]),
    c('kelagayilar', 'Kəlağayılar', 'Kelaghayi silk scarves'),
    c('tikme', 'Tikmə', 'Embroidery'),
  ]),
  c('agac-isleri', 'Ağac işləri', 'Woodwork', [
    c('oyma-isleri', 'Oyma işləri', 'Carvings'),
    c('ev-aksesuarlari', 'Ev aksesuarları', 'Home accessories'),
  ]),
  c('xidmetler', 'Xidmətlər', 'Services', [
    c('sifarisle-portret', 'Sifarişlə portret', 'Custom portraits'),
    c('xettatliq', 'Xəttatlıq', 'Calligraphy'),
    c('tedbir-bezeme', 'Tədbir bəzəmə', 'Event decoration'),
  ]),
];

/** Every category with no children, in tree order. */
export function leavesOf(tree: readonly DemoCategory[]): DemoCategory[] {
  return tree.flatMap((category) => (category.children ? leavesOf(category.children) : [category]));
}
