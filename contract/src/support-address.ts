/**
 * The support chat's address marker: a shopper address with `?support` (the e-mail telling of a
 * support answer links to one) opens the support chat on arrival; the marker is then removed.
 */
export const SUPPORT_CHAT_MARKER = 'support';
