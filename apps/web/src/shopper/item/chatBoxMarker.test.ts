import { describe, expect, it } from 'vitest';
import { productChatHref } from '@marketplace/design-system';
import { withChatBoxMarker, withoutChatBoxMarker } from './chatBoxMarker.ts';

const at = (address: string) => new URL(address, 'https://shop.example.az');

describe('withoutChatBoxMarker', () => {
  it('removes the marker from the hash or the query and keeps the rest', () => {
    expect(withoutChatBoxMarker(at('/item?name=xalca&id=7#chatBox'))).toBe('/item?name=xalca&id=7');
    expect(withoutChatBoxMarker(at('/item?name=xalca&chatBox&id=7'))).toBe('/item?name=xalca&id=7');
    expect(withoutChatBoxMarker(at('/item?name=xalca&id=7&chatBox=1#top'))).toBe('/item?name=xalca&id=7#top');
  });

  it('answers null when there is no marker', () => {
    expect(withoutChatBoxMarker(at('/item?name=xalca&id=7#reviews'))).toBeNull();
  });
});

describe('withChatBoxMarker', () => {
  it('puts the marker in the hash, keeping the path and query, and is undone by withoutChatBoxMarker', () => {
    const marked = withChatBoxMarker(at('/item?name=xalca&id=7#reviews'));
    expect(marked).toBe('/item?name=xalca&id=7#chatBox');
    expect(withoutChatBoxMarker(at(marked))).toBe('/item?name=xalca&id=7');
  });

  it("agrees with the links that open a product's chat from elsewhere (the buyer's conversations)", () => {
    const item = { id: '7', productName: 'Xalça' };
    expect(withChatBoxMarker(at(productChatHref(item)))).toBe(productChatHref(item));
    expect(withoutChatBoxMarker(at(productChatHref(item)))).not.toBeNull();
  });
});
