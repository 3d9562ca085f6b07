import { describe, expect, it } from 'vitest';
import { INFO_TOPICS } from '../pages/infoTopics.ts';
import { policyHref } from '../pages/policySections.ts';
import { FOOTER_HREFS } from './footerHrefs.ts';

describe('footer links', () => {
  it('lead to the policy page sections the policy page itself addresses', () => {
    expect(FOOTER_HREFS.terms).toBe(policyHref('terms'));
    expect(FOOTER_HREFS.community).toBe(policyHref('community'));
    expect(FOOTER_HREFS.cookie).toBe(policyHref('cookies'));
    expect(FOOTER_HREFS.policy).toBe('/policy');
  });

  it('lead every other link to a content page of its own', () => {
    const pages = Object.values(FOOTER_HREFS).filter((href) => !href.startsWith('/policy'));
    expect(pages.map((href) => href.slice(1)).sort()).toEqual([...INFO_TOPICS].sort());
  });
});
