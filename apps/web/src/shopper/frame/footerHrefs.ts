import type { FooterLinkKey } from '@marketplace/design-system';
import type { POLICY_SECTIONS } from '../pages/policySections.ts';

/** An anchor of the policy page, checked against its section list when compiling only: no page code ships with the footer. */
type PolicyAnchor = (typeof POLICY_SECTIONS)[number]['anchor'];

const policySection = (anchor: PolicyAnchor) => `/policy#${anchor}`;

/** Where each footer link of spec §2 leads: a content page, or a section of the policy page. */
export const FOOTER_HREFS: Record<FooterLinkKey, string> = {
  about: '/about',
  careers: '/careers',
  blog: '/blog',
  press: '/press',
  features: '/features',
  pricing: '/pricing',
  documentation: '/docs',
  releases: '/releases',
  help: '/help',
  contact: '/contact',
  status: '/status',
  community: policySection('community'),
  policy: '/policy',
  terms: policySection('terms'),
  cookie: policySection('cookies'),
};
