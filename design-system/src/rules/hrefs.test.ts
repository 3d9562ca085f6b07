import { describe, expect, it } from 'vitest';
import { categoryHref, companyHref, productChatHref, productHref } from './hrefs.ts';

describe('hrefs', () => {
  it('builds the product address of spec §2', () => {
    expect(productHref({ id: 'a1b2', productName: 'Şəki xalçası' })).toBe('/item?name=seki-xalcasi&id=a1b2');
  });

  it('builds the product address that opens the chat side panel (the chatBox marker)', () => {
    expect(productChatHref({ id: 'a1b2', productName: 'Şəki xalçası' })).toBe('/item?name=seki-xalcasi&id=a1b2#chatBox');
  });

  it('builds category addresses, with the page only after the first', () => {
    expect(categoryHref({ id: 7, urlPath: 'xalcalar/yun' })).toBe('/category?name=xalcalar%2Fyun&id=7');
    expect(categoryHref({ id: 7, urlPath: 'xalcalar' }, 3)).toBe('/category?name=xalcalar&id=7&page=3');
  });

  it('builds store addresses', () => {
    expect(companyHref({ id: 'c9', companyName: 'Xalça Evi' })).toBe('/company?name=xalca-evi&id=c9');
    expect(companyHref({ id: 'c9', companyName: 'Xalça Evi' }, 2)).toBe('/company?name=xalca-evi&id=c9&page=2');
  });

  it('leaves out an empty name: a store without one is /company?id=…', () => {
    expect(companyHref({ id: 'c9', companyName: '' })).toBe('/company?id=c9');
    expect(companyHref({ id: 'c9', companyName: '  ' })).toBe('/company?id=c9');
  });
});
