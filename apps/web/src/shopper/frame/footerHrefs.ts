import type { FooterLinkKey } from '@marketplace/design-system';
import { policyHref } from '../pages/policySections.ts';

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
  community: policyHref('community'),
  policy: '/policy',
  terms: policyHref('terms'),
  cookie: policyHref('cookies'),
};
