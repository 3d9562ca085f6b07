import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a'];

const PRODUCT_INFO_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const safe: sanitizeHtml.Attributes = {};
      if (attribs.href) Object.assign(safe, { href: attribs.href, rel: 'noopener nofollow' });
      return { tagName, attribs: safe };
    },
  },
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Product description HTML reduced to the formatting allow-list: no scripts, handlers, styles or javascript: links. */
export function sanitizeProductInfo(html: string): string {
  return sanitizeHtml(html, PRODUCT_INFO_OPTIONS).trim();
}

/** True when the (sanitized) HTML shows no text at all. */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, TEXT_ONLY).replace(/&nbsp;|\s/g, '') === '';
}
