import { describe, expect, it } from 'vitest';
import { withoutChatBoxMarker } from './chatBoxMarker.ts';

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
