/** Spec §2 "Policy page": its headings in order, each with the anchor it is reached by (`/policy#terms`). */
export const POLICY_SECTIONS = [
  { key: 'terms', anchor: 'terms' },
  { key: 'userAgreement', anchor: 'user-agreement' },
  {
    key: 'ecommerce',
    anchor: 'ecommerce',
    parts: [
      { key: 'payment', anchor: 'payment' },
      { key: 'tax', anchor: 'tax' },
    ],
  },
  { key: 'community', anchor: 'community' },
  { key: 'ai', anchor: 'ai' },
  { key: 'sellers', anchor: 'sellers' },
  {
    key: 'licences',
    anchor: 'licences',
    parts: [
      { key: 'copyright', anchor: 'copyright' },
      { key: 'userContent', anchor: 'user-content' },
      { key: 'commissions', anchor: 'commissions' },
    ],
  },
  { key: 'cookies', anchor: 'cookies' },
] as const;

type Section = (typeof POLICY_SECTIONS)[number];
type Part = Extract<Section, { parts: unknown }>['parts'][number];
export type PolicySectionKey = Section['key'] | Part['key'];

const ANCHORS: Record<PolicySectionKey, string> = Object.fromEntries(
  POLICY_SECTIONS.flatMap((section) => [section, ...('parts' in section ? section.parts : [])]).map((entry) => [
    entry.key,
    entry.anchor,
  ]),
) as Record<PolicySectionKey, string>;

/** The address of one section of the policy page. */
export function policyHref(key: PolicySectionKey): string {
  return `/policy#${ANCHORS[key]}`;
}
