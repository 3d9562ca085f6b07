/** Spec §2: every link the shopper footer carries, grouped into its columns. */
export const FOOTER_LINK_GROUPS = [
  { id: 'company', links: ['about', 'careers', 'blog', 'press'] },
  { id: 'product', links: ['features', 'pricing', 'documentation', 'releases'] },
  { id: 'support', links: ['help', 'contact', 'status', 'community'] },
  { id: 'legal', links: ['policy', 'terms', 'cookie'] },
] as const;

export type FooterGroupId = (typeof FOOTER_LINK_GROUPS)[number]['id'];
export type FooterLinkKey = (typeof FOOTER_LINK_GROUPS)[number]['links'][number];
export const FOOTER_LINK_KEYS: readonly FooterLinkKey[] = FOOTER_LINK_GROUPS.flatMap((group) => group.links);
