import { plainTextOf } from '@marketplace/design-system';

/** Search engines and link previews show about this much of the description. */
const META_DESCRIPTION_CHARS = 160;

/** The product description as meta text: plain, one line, cut at a word near 160 characters. */
export function plainDescription(html: string): string {
  const text = plainTextOf(html);
  if (text.length <= META_DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, META_DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > META_DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
