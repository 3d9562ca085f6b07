import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script a browser runs, in order', () => {
    const html =
      '<script>a()</script><SCRIPT type="module">import("/x.js")</SCRIPT >' +
      '<script type="application/json" id="app-config">{"b":"</p>"}</script>' +
      '<script type="module" src="/assets/entry.js"></script><script data-x=" src=" async>ə()</script>' +
      "<script type='text/javascript'>c()\r\nd()</script><style>e{}</style><script></script>";
    expect(inlineScriptHashes(html)).toEqual([
      sha256('a()'),
      sha256('import("/x.js")'),
      sha256('ə()'),
      // The parser turns CRLF into LF before the browser hashes the text.
      sha256('c()\nd()'),
      sha256(''),
    ]);
  });

  it('ends a script at its first end tag, and gives up on one never closed', () => {
    expect(inlineScriptHashes('<script>"<\\/script>"</script>')).toEqual([sha256('"<\\/script>"')]);
    expect(inlineScriptHashes('<p></p><script>a()')).toBeUndefined();
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
