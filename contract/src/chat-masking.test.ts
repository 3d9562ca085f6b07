import { describe, expect, it } from 'vitest';
import { CHAT_MASK, maskContacts } from './chat-masking/mask.ts';

const M = CHAT_MASK;

describe('maskContacts hides phone numbers', () => {
  it.each([
    ['+994 50 123 45 67', M],
    ['+994501234567', M],
    ['+994-50-123-45-67', M],
    ['+994 (50) 123-45-67', M],
    ['050-123-45-67', M],
    ['050 123 45 67', M],
    ['0501234567', M],
    ['(050) 123 45 67', M],
    ['050.123.45.67', M],
    ['012 498 12 34', M],
    ['00994 55 555 55 55', M],
    ['50 123 45 67', M],
    ['501234567', M],
    ['123-45-67', M],
    ['0 5 0 1 2 3 4 5 6 7', M],
    ['+7 999 123-45-67', M],
    ['+1 (415) 555-0132', M],
    ['+44 20 7946 0958', M],
    ['+90 532 123 45 67', M],
  ])('%s', (phone, masked) => {
    expect(maskContacts(phone)).toEqual({ text: masked, masked: true });
  });

  it('inside a sentence, keeping the words around it', () => {
    expect(maskContacts('Mənə zəng edin: 050 123 45 67, axşam saat 7-dən sonra.')).toEqual({
      text: `Mənə zəng edin: ${M}, axşam saat 7-dən sonra.`,
      masked: true,
    });
    expect(maskContacts('Nömrəm 0551234567 saat 10-dan sonra').text).toBe(`Nömrəm ${M} saat 10-dan sonra`);
    expect(maskContacts('WhatsApp: wa.me/994501234567').text).toBe(`WhatsApp: ${M}`);
  });

  it('two numbers, and a number right after a date', () => {
    expect(maskContacts('050 111 22 33 və ya 055 444 55 66').text).toBe(`${M} və ya ${M}`);
    expect(maskContacts('12.05.2024 0501234567').text).toBe(`12.05.2024 ${M}`);
  });
});

describe('maskContacts hides e-mail addresses', () => {
  it.each([
    'aygun.quliyeva@gmail.com',
    'satici+sifaris@mail.ru',
    'info@gence-keramika.az',
    'ali @ gmail . com',
    'ali@gmail',
    'ali at gmail dot com',
    'ali(at)mail(dot)ru',
    'ali [at] gmail [dot] com',
    'ali et gmail nöqtə com',
    'ALI AT GMAIL DOT COM',
  ])('%s', (address) => {
    expect(maskContacts(address)).toEqual({ text: M, masked: true });
  });

  it('inside a sentence', () => {
    expect(maskContacts('Yazın: ali.veli@example.com, cavab verərəm')).toEqual({
      text: `Yazın: ${M}, cavab verərəm`,
      masked: true,
    });
  });

  it('a full stop after an address ends the sentence, not the address', () => {
    expect(maskContacts('E-poçtum tural@gmail.com. Qiymət 25 ₼.').text).toBe(`E-poçtum ${M}. Qiymət 25 ₼.`);
    expect(maskContacts('tural@mail.ru.Sabah').text).toBe(M);
  });

  it('an address with digits is one mask, not an address and a phone', () => {
    expect(maskContacts('aygun0501234567@gmail.com').text).toBe(M);
  });
});

describe('maskContacts is not fooled by how the characters are written', () => {
  it.each([
    ['full-width digits', '０５０ １２３ ４５ ６７'],
    ['full-width digits and plus', '＋９９４５０１２３４５６７'],
    ['Arabic-Indic digits', '٠٥٠١٢٣٤٥٦٧'],
    ['Persian digits', '۰۵۰۱۲۳۴۵۶۷'],
    ['mathematical digits', '𝟎𝟓𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕'],
    ['underscores between the groups', '050_123_45_67'],
    ['wide gaps between the groups', '050     123     45     67'],
    ['a full-width at sign', 'tural＠gmail.com'],
    ['a full-width address', 'ｔｕｒａｌ＠ｇｍａｉｌ．ｃｏｍ'],
    ['a mail service spelled without its ending', 'tural at gmail'],
    ['a mail service in brackets without its ending', 'tural (at) yandex'],
  ])('%s', (_how, contact) => {
    expect(maskContacts(contact)).toEqual({ text: M, masked: true });
  });

  it('keeps the rest of the text exactly as it was written, wide characters included', () => {
    expect(maskContacts('Ｎömrəm: ０５０ １２３ ４５ ６７ 😀, 𝟐 ədəd').text).toBe(`Ｎömrəm: ${M} 😀, 𝟐 ədəd`);
    expect(maskContacts('Salam 👋 tural＠gmail.com yazın').text).toBe(`Salam 👋 ${M} yazın`);
  });

  it('leaves wide digits that are no phone, and the word "at" before a service name that is no address', () => {
    for (const text of ['Qiymət ２５ ₼', '１２０ ｓｍ', 'I am at home', 'Sifarişi mail ilə göndərin']) {
      expect(maskContacts(text)).toEqual({ text, masked: false });
    }
  });
});

describe('maskContacts leaves the rest as written', () => {
  it.each([
    'Qiyməti 25 ₼-dir',
    'Qiymət: 1 500 ₼, çatdırılma 5 AZN',
    '2 500 000 ₼',
    '1 000 000 000',
    '150000000 manat',
    'Tarix: 12.05.2024',
    '12/05/24 və 2024-05-12',
    '12.05.2024-15.05.2024 arası',
    '2019-2024',
    '1990 2000 2010 2020',
    '100 ədəd',
    'Ölçü 30x40 sm, 3-4 gün',
    'Saat 10:30-da',
    '50% endirim',
    'Sifariş №1234567',
    '120 150 180',
    'Salam @gence.keramika',
    'Evdəyəm, at home.It is fine',
    'Bu gün 5 ədəd hazırdır, sabah 10',
    '',
  ])('%s', (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });

  it('keeps long Azerbaijani text and line breaks untouched when there is nothing to hide', () => {
    const text = 'Salam! Bu vazanı mavi rəngdə, 30 sm hündürlüyündə hazırlaya bilərsinizmi?\nQiymət 45 ₼ olsa, 2 ədəd götürərəm.';
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });

  it('a line break ends a number: a count on one line and a phone on the next', () => {
    expect(maskContacts('3 ədəd\n050 123 45 67').text).toBe(`3 ədəd\n${M}`);
  });
});

describe('maskContacts reads the longest messages in one pass', () => {
  // Inputs that made the patterns read the rest of the text from every position (as long as a message may be).
  const long = (unit: string) => unit.repeat(Math.ceil(2000 / unit.length)).slice(0, 2000);

  it.each([
    ['letters', long('a')],
    ['letters and dots', long('a.')],
    ['letters and dashes', long('a-')],
    ['letters and pluses', long('a+')],
    ['full-width letters', long('ａ')],
    ['digits', long('1')],
    ['digits and dots', long('1.')],
    ['digits and underscores', long('1_')],
    ['spaces', long(' ')],
    ['brackets and spaces', `(${' '.repeat(1999)}`],
    ['at signs', long('a@')],
    ['an address without an ending', `a@${long('b.').slice(2)}`],
    ['an address with a one-letter ending', `a@${long('b').slice(2)}`],
    ['spelled signs', long('a at b dot ')],
    ['dates', long('1.1.11 ')],
  ])('%s: nothing to hide', (_what, text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });

  it('a long local part is hidden whole, after a long run of dots the address alone', () => {
    expect(maskContacts(`${'a.'.repeat(990)}b@gmail.com`)).toEqual({ text: M, masked: true });
    expect(maskContacts(`${'.'.repeat(1989)}a@gmail.com`).text).toBe(`${'.'.repeat(1989)}${M}`);
    expect(maskContacts(`a${' '.repeat(1987)}@ gmail.com`).text).toBe(M);
  });

  it('an address right after another one in the same run of characters', () => {
    expect(maskContacts('a@b.com.x@gmail.com').text).toBe(`${M}.${M}`);
  });

  it('every address and number between many dates, the dates kept', () => {
    expect(maskContacts('12.05.2024 ali@gmail.com '.repeat(80)).text).toBe(`12.05.2024 ${M} `.repeat(80));
    expect(maskContacts('1.1.11 050 123 45 67 '.repeat(95)).text).toBe(`1.1.11 ${M} `.repeat(95));
    expect(maskContacts(`${'ali at gmail dot '.repeat(117)}com`).text).toBe(`${`${M} dot `.repeat(116)}${M}`);
  });
});

describe('maskContacts hides the forms that used to come through', () => {
  it.each([
    ['a zero-width space between the groups', 'Nömrəm 050\u200b123\u200b45\u200b67', `Nömrəm ${M}`],
    ['line breaks between the groups', 'Nömrəm:\n050\n123\n45\n67', `Nömrəm:\n${M}`],
    ['slashes', '050/123/45/67', M],
    ['commas', '055,987,65,43', M],
    ['stars', '070*555*12*34', M],
    ['en dashes', '077–321–65–98', M],
    ['em dashes', '099—444—33—22', M],
    ['middle dots', '051·222·33·44', M],
    ['tildes', '010~765~43~21', M],
    ['bars', '050|808|70|60', M],
    ['pluses', '+994+50+111+22+33', M],
    ['a phone read as a price in manat', '050 123 45 67 azn', `${M} azn`],
    ['a phone read as a price with the manat sign', 'Yaz: 0552223344 ₼', `Yaz: ${M} ₼`],
    ['keycap emoji digits', '0️⃣5️⃣0️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣', M],
    ['digits spelled in Azerbaijani', 'sıfır beş bir iki üç dörd beş altı yeddi səkkiz', M],
    ['numbers spelled in Azerbaijani', 'nömrəm sıfır əlli beş, yüz iyirmi üç, qırx beş, altmış yeddi', `nömrəm ${M}`],
    ['digits spelled in English', 'zero five five one two three four five six seven', M],
    ['digits spelled in Russian', 'ноль пять ноль один два три четыре пять шесть семь', M],
    ['a letter O for the zeros', 'O5O 123 45 67', M],
  ])('a phone: %s', (_how, text, masked) => {
    expect(maskContacts(text)).toEqual({ text: masked, masked: true });
  });

  it.each([
    ['spaces around its signs', 'tural.aliyev @ gmail . com'],
    ['a # for the @', 'nigar_q#gmail.com'],
    ['%40 for the @', 'sevda.mammadova%40mail.ru'],
    ['&#64; for the @', 'sevda&#64;mail.ru'],
    ['(at) and (dot)', 'elvin(at)yandex(dot)ru'],
    ['[at] and [dot]', 'elvin[at]gmail[dot]com'],
    ['" at " and " dot "', 'elvin at gmail dot com'],
    ['a zero for the o of its ending', 'rauf_usta@gmail.c0m'],
    ['a Cyrillic а in the service', 'rauf_usta@gmаil.com'],
    ['a Cyrillic о in the name', 'оlga@yandex.ru'],
    ['собака and точка', 'anna.k собака yandex точка ru'],
  ])('an e-mail address with %s', (_how, text) => {
    expect(maskContacts(text)).toEqual({ text: M, masked: true });
  });

  it.each([
    ['t.me/usta_gul', M],
    ['https://t.me/handmade_baku', M],
    ['instagram.com/xalca_ev', M],
    ['wa.me/994551234567', M],
    ['fb.com/ramil.woodwork', M],
    ['tiktok.com/@leyla_crafts', M],
    ['vk.com/id123456789', M],
    ['t . me / nigar_hm', M],
    ['t.mе/nigar_hm', M],
    ['telegram: @gul_keramika', `telegram: ${M}`],
    ['insta: @ceramic.baku', `insta: ${M}`],
    ['Instagram: gulnar.art', `Instagram: ${M}`],
    ['instada məni tap @toxuma_dunyasi', `instada məni tap ${M}`],
    ['whatsapp 0703334455', `whatsapp ${M}`],
    ['whatsapp 50 765 43 21', `whatsapp ${M}`],
    ['пишите в телегу @master_oleg', `пишите в телегу ${M}`],
  ])('a handle or link: %s', (text, masked) => {
    expect(maskContacts(text)).toEqual({ text: masked, masked: true });
  });

  it('собака between Latin names is an @, the ending in Cyrillic left as no address', () => {
    expect(maskContacts('Почта nigar.hm собака mail ру').text).toBe(`Почта ${M} ру`);
  });

  it('an order word not right before the number does not make it an order number', () => {
    expect(maskContacts('Sifariş üçün zəng edin: 0501234567').text).toBe(`Sifariş üçün zəng edin: ${M}`);
    expect(maskContacts('Sifarişi təsdiqləmək üçün 50 123 45 67 nömrəsinə yazın').text).toBe(
      `Sifarişi təsdiqləmək üçün ${M} nömrəsinə yazın`,
    );
  });

  it('several at once, each where it was written', () => {
    expect(maskContacts('Salam! Nömrəm 050 123 45 67, e-poçt aysel@gmail.com, insta @aysel_art 🙂').text).toBe(
      `Salam! Nömrəm ${M}, e-poçt ${M}, insta ${M} 🙂`,
    );
  });
});

describe('maskContacts leaves numbers that are no phone', () => {
  it.each([
    'Sifariş № 1234567890123',
    'Order 1234567890123 was delivered',
    'trek kodu: RR123456789AZ',
    'Sifariş nömrəsi: 5012345678',
    'Artikul: 550123456',
    'Накладная № 123456789',
    'Sifariş 0012345678901 gecikir',
    'Заказ номер 0123456789',
    'Müştəri kodu 0551234567',
    'Kargo takip no: 7012345678901',
    'Cəmi 1 250,50 AZN',
    '120 ₼',
    '50×70',
    'Ölçü 30x40 sm',
    '2026-05-12',
    'Tarixlər: 01.06, 02.06, 03.06',
    'Həcmlər: 0.5, 1.0, 1.5, 2.0, 2.5 litr',
    'İş saatları: 05:00, 10:30, 12:00',
    'Rəng nömrələri 05, 10, 12, 15, 20, 25',
    'Saat 09:00 - 18:00',
    'IBAN: AZ21NABZ00000000137010001944',
    'Kart: 4169 7388 1234 5678',
    'Telegramda @ işarəsi ilə yazmaq olmur',
    'WhatsApp yoxdur, burada yazaq',
    'Bir iki gün gecikə bilər',
    'У меня собака Рекс и кошка',
  ])('%s', (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });
});

describe('maskContacts answers at once on a hostile message of 10,000 characters', () => {
  const long = (unit: string) => unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000);

  it.each([
    ['letters', long('a')],
    ['letters and dots', long('a.')],
    ['spaced letters', long('a ')],
    ['digits', long('1')],
    ['single digits and spaces', long('1 ')],
    ['digits and separators', long('1-/')],
    ['digit groups and commas', long('12, ')],
    ['letters O and digits', long('O1')],
    ['at signs and spaces', long('a @ ')],
    ['spelled signs', long('a at b dot ')],
    ['spelled digits', long('bir ')],
    ['number words that never end a number', long('yüz ')],
    ['messenger names', long('telegram ')],
    ['links without a handle', long('t.me ')],
    ['zero-width spaces', long('\u200b')],
    ['keycaps', long('1️⃣')],
    ['brackets', long('(')],
    ['days and months', long('01.06 ')],
    ['zeros and spaces', long('0 ')],
    ['pluses and digits', long('+1 ')],
    ['handles after a name', long('telegram: @a_1 ')],
    ['spaced letters before an address', `${long('a ').slice(0, 9_990)}@gmail.com`],
  ])('%s', (_what, text) => {
    const started = performance.now();
    maskContacts(text);
    // Linear work takes milliseconds (more on a busy machine); a pattern that backtracks takes minutes.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
