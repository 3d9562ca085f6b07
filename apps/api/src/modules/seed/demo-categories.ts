import type { CategoryTitles } from '@marketplace/contract';

/** The demo category tree of a handmade marketplace, titled in every interface language. */
export interface DemoCategory {
  urlPath: string;
  titles: Required<CategoryTitles>;
  children?: DemoCategory[];
}

const c = (urlPath: string, titles: Required<CategoryTitles>, children?: DemoCategory[]): DemoCategory => ({
  urlPath,
  titles,
  ...(children ? { children } : {}),
});

export const DEMO_CATEGORIES: DemoCategory[] = [
  c('hediyyeler', { az: 'Hədiyyələr', en: 'Gifts', ru: 'Подарки', tr: 'Hediyeler' }, [
    c('hediyye-qutulari', { az: 'Hədiyyə qutuları', en: 'Gift boxes', ru: 'Подарочные коробки', tr: 'Hediye kutuları' }),
    c('suvenirler', { az: 'Suvenirlər', en: 'Souvenirs', ru: 'Сувениры', tr: 'Hediyelik eşyalar' }),
    c('sexsi-hediyyeler', {
      az: 'Şəxsiləşdirilmiş hədiyyələr',
      en: 'Personalised gifts',
      ru: 'Именные подарки',
      tr: 'Kişiye özel hediyeler',
    }),
  ]),
  c('incesenet', { az: 'İncəsənət', en: 'Art', ru: 'Искусство', tr: 'Sanat' }, [
    c('rengkarliq', { az: 'Rəngkarlıq', en: 'Paintings', ru: 'Живопись', tr: 'Resim' }),
    c('qrafika', { az: 'Qrafika', en: 'Prints and drawings', ru: 'Графика', tr: 'Grafik' }),
    c('miniatur', { az: 'Miniatür', en: 'Miniatures', ru: 'Миниатюра', tr: 'Minyatür' }),
  ]),
  c('zinet-esyalari', { az: 'Zinət əşyaları', en: 'Jewellery', ru: 'Украшения', tr: 'Takı' }, [
    c('sirgalar', { az: 'Sırğalar', en: 'Earrings', ru: 'Серьги', tr: 'Küpeler' }),
    c('boyunbagilar', { az: 'Boyunbağılar', en: 'Necklaces', ru: 'Ожерелья', tr: 'Kolyeler' }),
    c('uzukler', { az: 'Üzüklər', en: 'Rings', ru: 'Кольца', tr: 'Yüzükler' }),
  ]),
  c('keramika', { az: 'Keramika', en: 'Ceramics', ru: 'Керамика', tr: 'Seramik' }, [
    c('vazalar', { az: 'Vazalar', en: 'Vases', ru: 'Вазы', tr: 'Vazolar' }),
    c('qab-qacaq', { az: 'Qab-qacaq', en: 'Tableware', ru: 'Посуда', tr: 'Sofra eşyaları' }),
  ]),
  c('toxuculuq', { az: 'Toxuculuq və xalçalar', en: 'Textiles and carpets', ru: 'Текстиль и ковры', tr: 'Tekstil ve halılar' }, [
    c('xalcalar', { az: 'Xalçalar', en: 'Carpets', ru: 'Ковры', tr: 'Halılar' }, [
      c('quba-xalcalari', { az: 'Quba xalçaları', en: 'Quba carpets', ru: 'Кубинские ковры', tr: 'Kuba halıları' }),
      c('qarabag-xalcalari', {
        az: 'Qarabağ xalçaları',
        en: 'Karabakh carpets',
        ru: 'Карабахские ковры',
        tr: 'Karabağ halıları',
      }),
    ]),
    c('kelagayilar', {
      az: 'Kəlağayılar',
      en: 'Kelaghayi silk scarves',
      ru: 'Шёлковые платки келагаи',
      tr: 'Kelağayı ipek eşarplar',
    }),
    c('tikme', { az: 'Tikmə', en: 'Embroidery', ru: 'Вышивка', tr: 'Nakış' }),
  ]),
  c('agac-isleri', { az: 'Ağac işləri', en: 'Woodwork', ru: 'Изделия из дерева', tr: 'Ahşap işleri' }, [
    c('oyma-isleri', { az: 'Oyma işləri', en: 'Carvings', ru: 'Резьба по дереву', tr: 'Oymacılık' }),
    c('ev-aksesuarlari', { az: 'Ev aksesuarları', en: 'Home accessories', ru: 'Аксессуары для дома', tr: 'Ev aksesuarları' }),
  ]),
  c('xidmetler', { az: 'Xidmətlər', en: 'Services', ru: 'Услуги', tr: 'Hizmetler' }, [
    c('sifarisle-portret', {
      az: 'Sifarişlə portret',
      en: 'Custom portraits',
      ru: 'Портреты на заказ',
      tr: 'Siparişe özel portreler',
    }),
    c('xettatliq', { az: 'Xəttatlıq', en: 'Calligraphy', ru: 'Каллиграфия', tr: 'Hat sanatı' }),
    c('tedbir-bezeme', { az: 'Tədbir bəzəmə', en: 'Event decoration', ru: 'Оформление мероприятий', tr: 'Etkinlik süsleme' }),
  ]),
];

/** Every category with no children, in tree order. */
export function leavesOf(tree: readonly DemoCategory[]): DemoCategory[] {
  return tree.flatMap((category) => (category.children ? leavesOf(category.children) : [category]));
}
