import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * Product descriptions (`productInfo`) are rich text the shopper page renders with innerHTML
 * (ReadMore in the design system). Each vector goes through the real addNewItem and updateItem
 * routes; the value stored is read back through getItemsById and parsed as a browser parses
 * innerHTML of a <div> (parse5 is the HTML standard's parser), so entity-encoded, whitespace-split
 * or parser-confusing markup is judged by what a browser would build, not by its spelling.
 */

/** The formatting a description may keep (apps/api/src/modules/items/service.ts): nothing else, in the HTML namespace. */
const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a']);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'rel'] };
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
/** Where the description is shown: relative links resolve against it. */
const PAGE = new URL('https://shop.example/item/vaza');
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** A paragraph every vector is sent after, so no description is blank and the read-back proves the text is kept. */
const LEAD = '<p>Əl işi vaza.</p>';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** The children of `html` parsed as `div.innerHTML = html` would make them. */
function innerHtmlOfDiv(html: string): DefaultTreeAdapterTypes.DocumentFragment {
  const document = parse('<!doctype html><html><head></head><body><div></div></body></html>');
  const root = document.childNodes.find((node): node is Element => node.nodeName === 'html')!;
  const body = root.childNodes.find((node): node is Element => node.nodeName === 'body')!;
  const div = body.childNodes[0] as Element;
  return parseFragment(div, html, {});
}

function* walk(node: Node): Generator<Node> {
  yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* walk(child);
  if (node.nodeName === 'template') yield* walk((node as DefaultTreeAdapterTypes.Template).content);
}

/** A link's address as a browser reads it: tabs and newlines removed, C0 controls and spaces trimmed. */
// eslint-disable-next-line no-control-regex
const asBrowserReads = (value: string) => value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/** Everything in the parsed description that could run script, load or restyle anything, or leave the allow-list. */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  for (const node of walk(innerHtmlOfDiv(html))) {
    if (node.nodeName === '#comment') found.push(`a comment: <!--${(node as DefaultTreeAdapterTypes.CommentNode).data}-->`);
    if (!('tagName' in node)) continue;
    const element = node as Element;
    if (!ALLOWED_TAGS.has(element.tagName) || element.namespaceURI !== HTML_NAMESPACE) {
      found.push(`element <${element.tagName}> (${element.namespaceURI})`);
    }
    for (const attribute of element.attrs) {
      const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
      if (/^on/i.test(attribute.name)) found.push(`handler ${name} on <${element.tagName}>`);
      if (attribute.name === 'style') found.push(`style on <${element.tagName}>`);
      if (attribute.namespace || !(ALLOWED_ATTRIBUTES[element.tagName] ?? []).includes(attribute.name)) {
        found.push(`attribute ${name} on <${element.tagName}>`);
      }
      if (attribute.name === 'href' || attribute.name === 'src') {
        const address = asBrowserReads(attribute.value);
        let url: URL;
        try {
          url = new URL(address, PAGE);
        } catch {
          continue; // a browser cannot follow it either
        }
        if (!SAFE_SCHEMES.has(url.protocol)) found.push(`${name}="${attribute.value}" (${url.protocol})`);
        // A link to another site must name its scheme: `//host` and `/\host` leave the site unannounced.
        const ownScheme = /^[a-z][a-z0-9+.-]*:/i.test(address);
        if (!ownScheme && url.protocol !== 'mailto:' && url.origin !== PAGE.origin) {
          found.push(`${name}="${attribute.value}" (leaves to ${url.origin})`);
        }
      }
    }
  }
  return found;
}

/** [name, markup]: each must lose everything unsafe (the description keeps LEAD). */
const VECTORS: ReadonlyArray<readonly [string, string]> = [
  ['a script element', '<script>alert(1)</script>'],
  ['a script with src', '<script src="https://evil.example/x.js"></script>'],
  ['an image with onerror', '<img src=x onerror=alert(1)>'],
  ['an image with srcset', '<img srcset="javascript:alert(1) 1x">'],
  ['svg with onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['a javascript: link', '<a href="javascript:alert(1)">bağlantı</a>'],
  ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">bağlantı</a>'],
  ['a javascript: link with a decimal entity', '<a href="&#106;avascript:alert(1)">bağlantı</a>'],
  [
    'a javascript: link with padded entities without semicolons',
    '<a href="&#0000106&#0000097vascript&#0000058alert(1)">bağlantı</a>',
  ],
  ['a javascript: link with hex entities', '<a href="&#x6A;avascript&#x3A;alert(1)">bağlantı</a>'],
  ['a javascript: link split by an entity tab', '<a href="java&#x09;script:alert(1)">bağlantı</a>'],
  ['a javascript: link split by named entities', '<a href="java&Tab;scr&NewLine;ipt&colon;alert(1)">bağlantı</a>'],
  ['a javascript: link split by a newline', '<a href="jav\nascript:alert(1)">bağlantı</a>'],
  ['a javascript: link split by a raw tab', '<a href="java\tscript:alert(1)">bağlantı</a>'],
  ['a javascript: link after control characters and spaces', '<a href=" \u0001\u001f javascript:alert(1)">bağlantı</a>'],
  ['a javascript: link with a comment in its scheme', '<a href="java<!-- -->script:alert(1)">bağlantı</a>'],
  ['a javascript: link followed by //', '<a href="javascript://%0aalert(1)">bağlantı</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">bağlantı</a>'],
  ['a data: text/html link', '<a href="data:text/html,<script>alert(1)</script>">bağlantı</a>'],
  ['a data: base64 link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">bağlantı</a>'],
  ['a protocol-relative link', '<a href="//evil.example/">bağlantı</a>'],
  ['a protocol-relative link with a backslash', '<a href="/\\evil.example/">bağlantı</a>'],
  ['a protocol-relative link with backslashes', '<a href="\\\\evil.example/">bağlantı</a>'],
  ['a protocol-relative link after spaces', '<a href="  //evil.example/">bağlantı</a>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['an object', '<object data="javascript:alert(1)"><param name="x" value="y"></object>'],
  ['an embed', '<embed src="javascript:alert(1)">'],
  [
    'a form with action and formaction',
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">göndər</button><input type="submit"></form>',
  ],
  ['a base element', '<base href="https://evil.example/">'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a link to a stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['a style element', '<style>@import "https://evil.example/x.css"; p { background: url(javascript:alert(1)) }</style>'],
  ['a style attribute with a javascript: url', '<p style="background:url(javascript:alert(1))">stil</p>'],
  ['a style attribute that covers the page', '<p style="position:fixed;inset:0;z-index:9999">örtük</p>'],
  ['a script tag split by a script tag', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['a script tag split by angle brackets', '<<script>script>alert(1)<</script>/script>'],
  ['markup inside a comment', '<!--<img src=x onerror=alert(1)>-->'],
  ['a conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->'],
  ['an abruptly closed comment', '<!--><img src=x onerror=alert(1)>-->'],
  ['a comment closed with --!>', '<!-- --!><img src=x onerror=alert(1)> -->'],
  ['a CDATA section', '<![CDATA[<img src=x onerror=alert(1)>]]>'],
  ['an unclosed image with a handler', '<img src=x onerror=alert(1)//'],
  ['an unclosed javascript: link', '<a href="javascript:alert(1)" '],
  ['an unclosed script', '<script>alert(1)'],
  ['an unclosed attribute quote', '<a href="https://ok.example/ onmouseover=alert(1) x=">bağlantı</a>'],
  ['math with mglyph and style (mutation XSS)', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['svg with p and style (namespace confusion)', '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>'],
  ['math with an xlink:href', '<math><mi xlink:href="javascript:alert(1)">m</mi></math>'],
  ['svg with a link and xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="10">x</text></a></svg>'],
  ['svg with a script', '<svg><script>alert(1)</script></svg>'],
  ['math with a style', '<math><style><img src=x onerror=alert(1)></style></math>'],
  ['noscript hiding a closing tag in an attribute', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['a textarea', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['a title element', '<title><img src=x onerror=alert(1)></title>'],
  ['an xmp element', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['a noembed element', '<noembed><img src=x onerror=alert(1)></noembed>'],
  ['a template', '<template><img src=x onerror=alert(1)></template>'],
  [
    'handlers on allowed tags',
    '<p onclick="alert(1)">p</p><strong/onmouseover=alert(1)>s</strong><a href="https://ok.example/"onfocus=alert(1) autofocus>a</a>',
  ],
  [
    'other attributes on allowed tags',
    '<p id="x" class="y" data-x="1" title="t">p</p><a href="https://ok.example/" target="_blank" rel="opener">a</a>',
  ],
];

/** [name, markup, stored]: formatting of the allow-list that must survive exactly so. */
const KEPT: ReadonlyArray<readonly [string, string, string]> = [
  ['paragraphs and line breaks', '<p>Bir<br>iki</p>', '<p>Bir<br />iki</p>'],
  ...(
    [
      ['bold, italic, underline and struck text', '<strong>qalın</strong> <em>kursiv</em> <b>b</b> <i>i</i> <u>u</u> <s>s</s>'],
      ['lists', '<ul><li>bir</li><li>iki</li></ul><ol><li>üç</li></ol>'],
      ['headings and quotes', '<h2>Başlıq</h2><h3>Alt başlıq</h3><blockquote>Sitat</blockquote>'],
    ] as const
  ).map(([name, markup]) => [name, markup, markup] as const),
  [
    'an https link (made noopener nofollow)',
    '<a href="https://usta.example/portfolio?x=1&amp;y=2">Portfolio</a>',
    '<a href="https://usta.example/portfolio?x=1&amp;y=2" rel="noopener nofollow">Portfolio</a>',
  ],
  ['an http link', '<a href="http://usta.example/">sayt</a>', '<a href="http://usta.example/" rel="noopener nofollow">sayt</a>'],
  [
    'a mailto link',
    '<a href="mailto:usta@example.az">yazın</a>',
    '<a href="mailto:usta@example.az" rel="noopener nofollow">yazın</a>',
  ],
  [
    'a link within the shop',
    '<a href="/category/vazalar">vazalar</a>',
    '<a href="/category/vazalar" rel="noopener nofollow">vazalar</a>',
  ],
  ['text that looks like markup', '5 &lt; 6 &amp; "dırnaq"', '5 &lt; 6 &amp; "dırnaq"'],
];

let server: AuthTestServer;
let seller: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
let updatedItem: string;

const asSeller = () => ({ token: seller.token, host: HOSTS.merchant });

/** The description as stored: read back through getItemsById, not taken from the write's answer. */
async function storedDescription(id: string): Promise<string> {
  const read = await server.post('/item/v1/getItemsById', { id });
  expect(read.status).toBe(200);
  return read.body.productInfo as string;
}

const ROUTES = {
  async addNewItem(productInfo: string): Promise<string> {
    const answer = await server.post('/item/v1/addNewItem', itemForm(tree.vases, { productInfo }), asSeller());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return storedDescription(answer.body.id);
  },
  async updateItem(productInfo: string): Promise<string> {
    const answer = await server.post(
      '/item/v1/updateItem',
      { ...itemForm(tree.vases, { productInfo }), id: updatedItem },
      asSeller(),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return storedDescription(updatedItem);
  },
};

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  seller = await signUpMerchant(server, 'usta@example.az', 'Usta Evi');
  const created = await server.post('/item/v1/addNewItem', itemForm(tree.vases), asSeller());
  updatedItem = created.body.id;
});

afterAll(async () => {
  await server?.close();
});

describe('the judge of a stored description', () => {
  // The checks below pass only if this one can tell: it must see what a browser would run.
  it.each([
    ['<img src=x onerror=alert(1)>', /element <img>/],
    ['<a href="&#106;avascript:alert(1)">x</a>', /javascript:/],
    ['<a href="java&#x09;script:alert(1)">x</a>', /javascript:/],
    ['<a href="//evil.example/">x</a>', /leaves to https:\/\/evil\.example/],
    ['<a href="/\\evil.example/">x</a>', /leaves to https:\/\/evil\.example/],
    ['<p style="color:red">x</p>', /style on <p>/],
    ['<p onclick="x()">x</p>', /handler onclick/],
    ['<svg><a xlink:href="javascript:alert(1)">x</a></svg>', /element <svg>/],
    ['<!--x-->', /a comment/],
  ])('flags %s', (html, problem) => {
    expect(unsafeParts(html).join('\n')).toMatch(problem);
  });

  it('passes the allow-list', () => {
    expect(unsafeParts(KEPT.map(([, , stored]) => stored).join(''))).toEqual([]);
  });
});

describe.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])('a description saved through %s', (route) => {
  it.each(VECTORS)('keeps nothing unsafe of %s', async (_name, vector) => {
    const stored = await ROUTES[route](`${LEAD}${vector}`);
    expect(stored.startsWith(LEAD), stored).toBe(true);
    expect(unsafeParts(stored), stored).toEqual([]);
  });

  it.each(KEPT)('keeps %s', async (_name, markup, expected) => {
    expect(await ROUTES[route](`${LEAD}${markup}`)).toBe(`${LEAD}${expected}`);
  });
});
