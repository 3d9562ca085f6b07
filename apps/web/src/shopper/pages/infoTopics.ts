/** The small content pages the footer links to (spec §2 footer: about … releases), one address each. */
export const INFO_TOPICS = [
  'about',
  'careers',
  'blog',
  'press',
  'features',
  'pricing',
  'docs',
  'releases',
  'help',
  'contact',
  'status',
] as const;

export type InfoTopic = (typeof INFO_TOPICS)[number];
