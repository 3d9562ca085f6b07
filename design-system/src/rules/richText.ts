const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text a rich-text value shows, without its tags ("<p><strong>Nar</strong></p>" → "Nar"). */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|li|h[1-6]|blockquote)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spec §5 "description required": a description of only empty paragraphs or spaces counts as empty. */
export function isBlankRichText(html: string): boolean {
  return richTextToPlain(html) === '';
}
