import { MESSENGER } from './contact-words.ts';
import type { Span } from './spans.ts';

/**
 * Messenger handles and links in a normalised message (normalise.ts): a link to a messenger or a
 * social network with something after its slash (t.me/…, wa.me/…, instagram.com/…, vk.com/…,
 * also with spaces around its dots and slash), and a handle after a messenger's name
 * ("telegram: @usta_gul", "insta-da @gul.keramika", "instagram: gul_keramika", "Instagram: gulart"). An @handle
 * alone, or a messenger named without a handle ("WhatsApp-da yazaram"), stays as written.
 */

const HOSTS = [
  't.me',
  'telegram.me',
  'telegram.dog',
  'instagram.com',
  'instagr.am',
  'ig.me',
  'wa.me',
  'whatsapp.com',
  'api.whatsapp.com',
  'chat.whatsapp.com',
  'viber.com',
  'invite.viber.com',
  'viber.click',
  'facebook.com',
  'fb.com',
  'fb.me',
  'm.me',
  'tiktok.com',
  'vm.tiktok.com',
  'vk.com',
  'vk.me',
  'vk.ru',
  'ok.ru',
  'signal.me',
  'signal.group',
  'linktr.ee',
  'taplink.cc',
  'taplink.at',
  'threads.net',
  'snapchat.com',
  'discord.gg',
  'line.me',
];
const host = (name: string) => name.split('.').join(String.raw`\s*\.\s*`);
const LINK = new RegExp(
  String.raw`(?<![\p{L}\p{N}.@/])(?:https?\s*:\s*/\s*/\s*)?(?:www\s*\.\s*|m\s*\.\s*)?(?:${HOSTS.map(host).join('|')})\s*/\s*[A-Za-z0-9_@+][\w.~%+\-=?&#@/]*`,
  'giu',
);

/** An @handle (Telegram, Instagram, TikTok…): three or more letters, digits, _ and dots. */
const AT_HANDLE = /(?<![\p{L}\p{N}])@\s?[A-Za-z0-9_][A-Za-z0-9_.]{2,}(?![\p{L}\p{N}])/u;
/**
 * A handle right after a messenger's name (a word or two, or a word for an account, between them),
 * without an @: only one with a digit, an underscore or a dot in it, so an ordinary word after the
 * name ("Instagram: yoxdur") is none.
 */
const BARE_HANDLE =
  /^\s*(?:[:=\-–]\s*)?(?:\p{L}{1,10}\s+){0,2}(?:(?:hesab\p{L}*|ad[ıi]m|nick|nik|ник|username|user|profil\p{L}*|akkaunt\p{L}*|аккаунт\p{L}*|s[əe]hif[əe]\p{L}*|page|страниц\p{L}*|id|live)\s*[:=-]?\s*)?([A-Za-z0-9_.]{3,32})(?![\p{L}\p{N}@])/u;
/**
 * A handle of letters only, written as the answer to the messenger's name ("Instagram: gulart",
 * "telegram = ustagul"): after a colon or an equals sign, alone up to the end of its line or
 * sentence. Words people answer with there instead of a handle are none.
 */
const LETTERS_HANDLE = /^\s*[:=]\s*([A-Za-z]{4,32})\s*(?:[.!;)]\s*)?(?:$|\n)/u;
const NOT_A_HANDLE = new Set([
  'yoxdur',
  'yoxdu',
  'yoxum',
  'none',
  'nope',
  'later',
  'soon',
  'sonra',
  'yakinda',
  'burada',
  'orada',
  'here',
  'there',
  'link',
  'linki',
  'hansi',
  'which',
  'what',
  'nedir',
  'neden',
  'bilmirem',
  'bilmiyorum',
  'yoktur',
  'bagli',
  'closed',
  'private',
  'gizli',
  'het',
]);
/** How far after a messenger's name its handle may be written, on the same line. */
const HANDLE_WITHIN = 40;

const trimmed = (start: number, handle: string): Span => [start, start + handle.replace(/[._]+$/, '').length];

function handleAfter(text: string, nameEnd: number): Span | undefined {
  const window = text.slice(nameEnd, nameEnd + HANDLE_WITHIN).split('\n')[0] ?? '';
  const bare = BARE_HANDLE.exec(window);
  const name = bare?.[1];
  if (bare && name && /[A-Za-z]/.test(name) && /[\d_]|[A-Za-z0-9]\.[A-Za-z0-9]/.test(name)) {
    return trimmed(nameEnd + bare[0].length - name.length, name);
  }
  const letters = LETTERS_HANDLE.exec(text.slice(nameEnd, nameEnd + HANDLE_WITHIN));
  const word = letters?.[1];
  if (letters && word && !NOT_A_HANDLE.has(word.toLowerCase())) {
    return trimmed(nameEnd + letters[0].indexOf(word, letters[0].search(/[:=]/)), word);
  }
  const at = AT_HANDLE.exec(window);
  return at ? trimmed(nameEnd + at.index, at[0]) : undefined;
}

/** The messenger handles and links of a normalised text (see the top of this file). */
export function handleSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const link of text.matchAll(LINK)) spans.push(trimmed(link.index, link[0]));
  for (const name of text.matchAll(MESSENGER)) {
    const span = handleAfter(text, name.index + name[0].length);
    if (span) spans.push(span);
  }
  return spans;
}
