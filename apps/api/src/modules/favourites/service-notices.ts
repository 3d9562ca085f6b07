import { FOLLOWER_NOTICE_STORES_NAMED, followerNoticeLink, type FollowerNoticeStore, type Language } from '@marketplace/contract';
import type { AccountNotice } from '../inbox/store-schedule.ts';

/**
 * The words of a follower's notices, in the follower's language: the daily one of followed stores'
 * new products, and a store's sale.
 */

interface Texts {
  newTitle: (stores: number) => string;
  oneStore: (store: string, items: number) => string;
  severalStores: (names: string, more: number) => string;
  saleTitle: (store: string) => string;
  saleContent: (store: string, title: string, percent: number) => string;
}

const TEXTS: Record<Language, Texts> = {
  az: {
    newTitle: (stores) => (stores === 1 ? 'İzlədiyiniz mağazada yenilik' : 'İzlədiyiniz mağazalarda yeniliklər'),
    oneStore: (store, items) => (items === 1 ? `${store} yeni məhsul əlavə edib.` : `${store} ${items} yeni məhsul əlavə edib.`),
    severalStores: (names, more) => `Yeni məhsullar: ${names}${more > 0 ? ` və daha ${more} mağaza` : ''}.`,
    saleTitle: (store) => `${store}: endirim`,
    saleContent: (store, title, percent) => `${store} mağazasında endirim başladı: ${title} — ${percent}% endirim.`,
  },
  en: {
    newTitle: (stores) => (stores === 1 ? 'New in a store you follow' : 'New in stores you follow'),
    oneStore: (store, items) => (items === 1 ? `${store} has added a new product.` : `${store} has added ${items} new products.`),
    severalStores: (names, more) => `New products from ${names}${more > 0 ? ` and ${more} more stores` : ''}.`,
    saleTitle: (store) => `${store}: sale`,
    saleContent: (store, title, percent) => `A sale has started at ${store}: ${title} — ${percent}% off.`,
  },
  ru: {
    newTitle: (stores) =>
      stores === 1 ? 'Новое в магазине, на который вы подписаны' : 'Новое в магазинах, на которые вы подписаны',
    oneStore: (store, items) =>
      items === 1 ? `${store}: добавлен новый товар.` : `${store}: добавлено новых товаров — ${items}.`,
    severalStores: (names, more) => `Новые товары: ${names}${more > 0 ? ` и ещё магазинов — ${more}` : ''}.`,
    saleTitle: (store) => `${store}: распродажа`,
    saleContent: (store, title, percent) => `В магазине ${store} началась распродажа: ${title} — скидка ${percent}%.`,
  },
  tr: {
    newTitle: (stores) => (stores === 1 ? 'Takip ettiğiniz mağazada yenilik' : 'Takip ettiğiniz mağazalarda yenilikler'),
    oneStore: (store, items) => (items === 1 ? `${store} yeni bir ürün ekledi.` : `${store} ${items} yeni ürün ekledi.`),
    severalStores: (names, more) => `Yeni ürünler: ${names}${more > 0 ? ` ve ${more} mağaza daha` : ''}.`,
    saleTitle: (store) => `${store}: indirim`,
    saleContent: (store, title, percent) => `${store} mağazasında indirim başladı: ${title} — %${percent} indirim.`,
  },
};

/** The daily notice of one follower: the stores with news, most new products first. */
export function wordNewProductsNotice(
  accountId: string,
  language: Language,
  stores: readonly FollowerNoticeStore[],
): AccountNotice {
  const texts = TEXTS[language];
  const [first] = stores;
  const named = stores.slice(0, FOLLOWER_NOTICE_STORES_NAMED).map((store) => store.companyName);
  return {
    recipientId: accountId,
    target: 'user',
    title: texts.newTitle(stores.length),
    content:
      stores.length === 1 && first
        ? texts.oneStore(first.companyName, first.newItems)
        : texts.severalStores(named.join(', '), stores.length - named.length),
    link: followerNoticeLink(stores),
  };
}

export interface SaleNoticeFacts {
  storeId: string;
  companyName: string;
  /** The sale's name as the seller wrote it. */
  title: string;
  percentOff: number;
}

/** A store's sale, told to one follower; it opens the store's page. */
export function wordSaleNotice(accountId: string, language: Language, sale: SaleNoticeFacts): AccountNotice {
  const texts = TEXTS[language];
  return {
    recipientId: accountId,
    target: 'user',
    title: texts.saleTitle(sale.companyName),
    content: texts.saleContent(sale.companyName, sale.title, sale.percentOff),
    link: `/company?id=${encodeURIComponent(sale.storeId)}`,
  };
}
