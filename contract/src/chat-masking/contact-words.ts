/**
 * The words around a contact that tell what it is: the name of a messenger, a word for a phone,
 * and the words that introduce an order, tracking or invoice number. Read on the normalised text
 * (normalise.ts), where Latin words are Latin whatever letters they were typed with.
 */

/** Names of messengers (and mail services) that may carry a suffix ("telegramda", "instagramdan", "инсте"). */
const LONG_NAMES = [
  'telegram',
  'teleqram',
  'телег',
  'insta',
  'инст',
  'whats\\s?app',
  'whatsap',
  'wats\\s?app?',
  'vats\\s?app?',
  'vots\\s?app?',
  'wots\\s?app?',
  'ватсап',
  'вотсап',
  'вацап',
  'viber',
  'vayber',
  'вайбер',
  'вибер',
  'facebook',
  'feysbuk',
  'фейсбук',
  'tik\\s?tok',
  'тик\\s?ток',
  'вконтакт',
  'signal',
  'snapchat',
  'discord',
  'skype',
  'скайп',
  'threads',
  // Mail services: "gmail: name.1990" is an address without its ending.
  'gmail',
  'yandex',
  'outlook',
  'hotmail',
  'icloud',
];
/** Short names, only as whole words (or with a suffix after a hyphen: "tg-də"). */
const SHORT_NAMES = ['tg', 'тг', 'ig', 'inst', 'wa', 'wp', 'fb', 'фб', 'vk', 'вк', 'imo'];

export const MESSENGER = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${LONG_NAMES.join('|')})\\p{L}*|(?:${SHORT_NAMES.join('|')})(?:-\\p{L}+)?(?![\\p{L}\\p{N}]))`,
  'giu',
);

/** A messenger's name, or a word that says a phone number follows ("tel", "nömrəm", "звоните"). */
export const PHONE_WORD = new RegExp(
  `${MESSENGER.source}|(?<![\\p{L}\\p{N}])(?:tel|telefon\\p{L}*|mob\\p{L}*|n[öo]mr[əe]m|nomrem|номер|тел|телефон\\p{L}*|звон\\p{L}*|zəng|zeng|call|ara(?:yın|yin)?|whats)(?![\\p{L}])`,
  'iu',
);

const ORDER_WORDS = String.raw`sifari[şs]\p{L}*|sipari[şs]\p{L}*|order\p{L}*|заказ\p{L}*|trek\p{L}*|track\p{L}*|трек\p{L}*|takip|invoice|qaim[əe]\p{L}*|faktur\p{L}*|сч[её]т\p{L}*|[çc]ek\p{L}*|чек\p{L}*|kod\p{L}*|code|код\p{L}*|artikul\p{L}*|артикул\p{L}*|sku|id|no|nr|num|numara\p{L}*|barkod\p{L}*|накладн\p{L}*|kargo\p{L}*|q[əe]bz\p{L}*|receipt|ref\p{L}*`;
const NUMBER_WORDS = String.raw`n[öo]mr[əe]\p{L}*|номер\p{L}*|number|num|no|nr|numara\p{L}*|kodu?|код\p{L}*|id`;

/**
 * What introduces an order, tracking, invoice or item number right before it: "Sifariş № ",
 * "trek kodu: ", "Номер заказа ", "Order #". Only right before: in "Sifariş üçün zəng edin: 050…"
 * the number is a phone.
 */
export const ORDER_INTRO = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${ORDER_WORDS})(?:[\s:.\-]+(?:${NUMBER_WORDS}))?[\s:#.\-]*$`,
  'iu',
);
