import type { DiscountType, ItemAttribute, ItemInput, PocketFees, PocketType } from '@marketplace/contract';

/** What the products of one leaf category are like. */
interface LeafKind {
  nouns: string[];
  /** [min, max] price in manat. */
  price: [number, number];
  /** 3 = counted stock (one-offs, no attributes); 1/2 carry attributes. */
  itemType: 1 | 2 | 3;
  saleType: 'item' | 'service';
  attributes: ItemAttribute[];
}

const MATERIAL = (values: string[]): ItemAttribute => ({ key: 'Material', values });
const COLOUR = (values: string[]): ItemAttribute => ({ key: 'Rəng', values });
const SIZE = (values: string[]): ItemAttribute => ({ key: 'Ölçü', values });

export const LEAF_KINDS: Record<string, LeafKind> = {
  'hediyye-qutulari': {
    nouns: ['hədiyyə qutusu', 'bayram səbəti', 'şirniyyat qutusu'],
    price: [25, 120],
    itemType: 1,
    saleType: 'item',
    attributes: [SIZE(['Kiçik', 'Orta', 'Böyük'])],
  },
  suvenirler: {
    nouns: ['maqnit', 'brelok', 'mis nimçə', 'armudu stəkan dəsti'],
    price: [5, 60],
    itemType: 1,
    saleType: 'item',
    attributes: [COLOUR(['Qırmızı', 'Mavi', 'Qızılı'])],
  },
  'sexsi-hediyyeler': {
    nouns: ['adlı qələm qabı', 'həkk olunmuş taxta qutu', 'adlı fincan'],
    price: [15, 80],
    itemType: 2,
    saleType: 'item',
    attributes: [MATERIAL(['Ağac', 'Dəri', 'Keramika'])],
  },
  rengkarliq: {
    nouns: ['yağlı boya tablo', 'akvarel mənzərə', 'natürmort'],
    price: [150, 1500],
    itemType: 3,
    saleType: 'item',
    attributes: [],
  },
  qrafika: {
    nouns: ['linoqravüra', 'qrafik çap', 'karandaş eskiz'],
    price: [40, 300],
    itemType: 3,
    saleType: 'item',
    attributes: [],
  },
  miniatur: {
    nouns: ['miniatür', 'lak qutu', 'Nizami motivli miniatür'],
    price: [80, 900],
    itemType: 3,
    saleType: 'item',
    attributes: [],
  },
  sirgalar: {
    nouns: ['gümüş sırğa', 'mina sırğa', 'sədəf sırğa'],
    price: [30, 260],
    itemType: 1,
    saleType: 'item',
    attributes: [MATERIAL(['Gümüş', 'Qızıl suyu']), COLOUR(['Firuzəyi', 'Qırmızı', 'Ağ'])],
  },
  boyunbagilar: {
    nouns: ['boyunbağı', 'aqat muncuq', 'gümüş asma'],
    price: [40, 400],
    itemType: 1,
    saleType: 'item',
    attributes: [MATERIAL(['Gümüş', 'Mis', 'Qızıl suyu']), SIZE(['40 sm', '45 sm', '50 sm'])],
  },
  uzukler: {
    nouns: ['üzük', 'möhürlü üzük', 'firuzə üzük'],
    price: [35, 350],
    itemType: 1,
    saleType: 'item',
    attributes: [SIZE(['16', '17', '18', '19']), MATERIAL(['Gümüş', 'Qızıl suyu'])],
  },
  vazalar: { nouns: ['gil vaza', 'dolça', 'küp'], price: [25, 220], itemType: 3, saleType: 'item', attributes: [] },
  'qab-qacaq': {
    nouns: ['nimçə', 'çay dəsti', 'mis sini', 'qazan'],
    price: [20, 240],
    itemType: 3,
    saleType: 'item',
    attributes: [],
  },
  'quba-xalcalari': {
    nouns: ['Qımıl xalçası', 'Pirəbədil xalçası', 'Qonaqkənd xalçası'],
    price: [450, 4200],
    itemType: 3,
    saleType: 'item',
    attributes: [],
  },
  'qarabag-xalcalari': {
    nouns: ['Xanlıq xalçası', 'Bağçada güllər xalçası', 'Malıbəyli xalçası'],
    price: [500, 4800],
    itemType: 3,
    saleType: 'item',
    attributes: [],
  },
  kelagayilar: {
    nouns: ['kəlağayı', 'ipək şərf', 'ipək yaylıq'],
    price: [35, 180],
    itemType: 1,
    saleType: 'item',
    attributes: [COLOUR(['Al', 'Qara', 'Zəfəran', 'Firuzəyi']), SIZE(['90×90 sm', '110×110 sm'])],
  },
  tikme: {
    nouns: ['təkəlduz yastıq üzü', 'qızılı tikmə pano', 'tikmə çanta'],
    price: [45, 420],
    itemType: 2,
    saleType: 'item',
    attributes: [COLOUR(['Tünd qırmızı', 'Lacivərd', 'Qara'])],
  },
  'oyma-isleri': {
    nouns: ['oyma pano', 'şəbəkə çərçivə', 'oyma nərd taxtası'],
    price: [60, 700],
    itemType: 2,
    saleType: 'item',
    attributes: [MATERIAL(['Qoz', 'Palıd', 'Armud ağacı'])],
  },
  'ev-aksesuarlari': {
    nouns: ['taxta qaşıq dəsti', 'çörək taxtası', 'şamdan'],
    price: [15, 140],
    itemType: 1,
    saleType: 'item',
    attributes: [MATERIAL(['Qoz', 'Palıd']), SIZE(['Kiçik', 'Böyük'])],
  },
  'sifarisle-portret': {
    nouns: ['karandaş portret', 'yağlı boya portret', 'ailə portreti'],
    price: [90, 900],
    itemType: 2,
    saleType: 'service',
    attributes: [SIZE(['A4', 'A3', '50×70 sm']), { key: 'Üslub', values: ['Realist', 'Akvarel', 'Qrafik'] }],
  },
  xettatliq: {
    nouns: ['ad yazısı', 'xəttatlıq lövhəsi', 'toy dəvətnaməsi yazısı'],
    price: [30, 400],
    itemType: 2,
    saleType: 'service',
    attributes: [{ key: 'Xət', values: ['Nəstəliq', 'Süls', 'Kufi'] }],
  },
  'tedbir-bezeme': {
    nouns: ['toy masası bəzəyi', 'xınayaxdı dekoru', 'ad günü bəzəyi'],
    price: [150, 2500],
    itemType: 2,
    saleType: 'service',
    attributes: [SIZE(['20 qonaq', '50 qonaq', '100 qonaq'])],
  },
};

const MOTIFS = [
  'Buta naxışlı',
  'Nar motivli',
  'Xarıbülbül',
  'Şəbəkə üslubunda',
  'Qədim',
  'Səkkizguşəli ulduz',
  'Xəzər mavisi',
  'Zəfəran rəngli',
  'Qızılgül',
  'Şəki üslubunda',
  'Əl işi',
  'Novruz',
];
const AUTHORS = [
  'Əli Məmmədov',
  'Səadət Həsənova',
  'Rəşad Quliyev',
  'Günay Əhmədova',
  'Vüsal Səfərov',
  'Leyla Nəbiyeva',
  'Elçin Mustafayev',
  'Aysel İbrahimova',
  'Nigar Şükürova',
  'Ramil Qasımov',
];
const POCKETS: PocketType[] = [
  { id: 1, name: 'Standart', active: true },
  { id: 2, name: 'Hədiyyə qablaşdırması', active: true },
  { id: 3, name: 'Premium qutu', active: true },
];

/** A small deterministic generator (mulberry32), so the demo is the same on every machine. */
export function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const between = (random: () => number, [min, max]: [number, number]) => min + random() * (max - min);
/** Shop-like prices: 149.99 above 50 manat, whole or half manat below. */
const shopPrice = (value: number) => (value > 50 ? Math.round(value) - 0.01 : Math.round(value * 2) / 2);

function description(name: string, author: string, storeName: string, kind: LeafKind): string {
  const care =
    kind.saleType === 'service'
      ? 'Sifarişdən sonra ölçü və üslubu sizinlə razılaşdırırıq.'
      : 'Hər parça əl ilə hazırlanır, ona görə də hər biri bir az fərqlidir.';
  return (
    `<p><strong>${name}</strong> — ${storeName} emalatxanasından, usta <em>${author}</em> tərəfindən hazırlanıb.</p>` +
    `<p>${care}</p>` +
    `<ul><li>Təbii materiallar</li><li>Azərbaycan ornamentləri</li><li>Hədiyyə üçün qablaşdırma mümkündür</li></ul>`
  );
}

export interface DemoProduct {
  input: ItemInput;
  counters: { createdAt: Date; viewCount: number; favCount: number; sold: number; rating: number; ratingCount: number };
}

/** One demo product of a store in a leaf category; `n` makes names differ within the store. */
export function demoProduct(
  random: () => number,
  context: { leaf: string; categoryId: number; storeName: string; n: number; now: Date; coverImage: string; media: string[] },
): DemoProduct {
  const kind = LEAF_KINDS[context.leaf];
  if (!kind) throw new Error(`no demo products for category ${context.leaf}`);
  const noun = kind.nouns[context.n % kind.nouns.length] as string;
  const motif = MOTIFS[Math.floor(context.n / kind.nouns.length + random() * 3) % MOTIFS.length] as string;
  const productName = `${motif} ${noun}`;
  const authorName = pick(random, AUTHORS);
  const productPrice = shopPrice(between(random, kind.price));
  const roll = random();
  const [discountType, discountValue]: [DiscountType, number] =
    roll < 0.2
      ? ['PERCENTAGE', pick(random, [10, 15, 20, 25])]
      : roll < 0.32
        ? ['AMOUNT', Math.min(pick(random, [5, 10, 20]), Math.floor(productPrice / 2))]
        : ['', 0];
  const withPockets = random() < 0.4;
  const pocketFees: PocketFees = withPockets ? { '2': 2.5, '3': 5 } : {};
  const rating = random() < 0.15 ? 0 : Math.round((3.5 + random() * 1.5) * 100) / 100;
  const input: DemoProduct['input'] = {
    productName,
    authorName,
    productPrice,
    discountType,
    discountValue,
    saleType: kind.saleType,
    selectedCategory: context.categoryId,
    productInfo: description(productName, authorName, context.storeName, kind),
    coverImage: context.coverImage,
    media: context.media,
    customOrder: kind.saleType === 'service' ? 1 : random() < 0.5 ? 1 : 0,
    itemType: kind.itemType,
    stockCount: kind.itemType === 3 ? Math.floor(random() * 12) + 1 : 0,
    attributes: kind.attributes,
    pocketTypes: withPockets ? POCKETS : [POCKETS[0] as PocketType],
    pocketFees,
    status: 'ACTIVE',
  };
  const createdAt = new Date(context.now.getTime() - Math.floor(random() * 180 * 24 * 3600 * 1000));
  const viewCount = Math.floor(random() * random() * 5000);
  const favCount = Math.floor(random() * 300);
  const sold = Math.floor(random() * random() * 150);
  return {
    input,
    counters: {
      createdAt,
      viewCount,
      favCount,
      sold,
      rating,
      // Some of the buyers rated what they bought; a rated product has at least a few ratings.
      ratingCount: rating > 0 ? Math.max(3, Math.round(sold * 0.6 + favCount / 20)) : 0,
    },
  };
}
