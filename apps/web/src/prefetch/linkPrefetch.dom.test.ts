import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS, installLinkPrefetch, type LinkPrefetchOptions } from './linkPrefetch.ts';

/** A stand-in for the browser's IntersectionObserver (jsdom has none): tests say what comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  show(element: Element) {
    this.callback(
      [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

let uninstall: () => void = () => {};
let intents: string[];
let firstVisible: ReturnType<typeof vi.fn<() => void>>;

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function install() {
  const options: LinkPrefetchOptions = {
    targetOf: (anchor) => (anchor.getAttribute('href')?.startsWith('/item?') ? new URL(anchor.href) : null),
    onIntent: (url) => intents.push(`${url.pathname}${url.search}`),
    visibleSelector: 'a[href^="/item?"]',
    onFirstVisible: firstVisible,
  };
  uninstall = installLinkPrefetch(document, options);
}

function pointer(type: 'pointerover' | 'pointerout', target: Element, pointerType: string, relatedTarget: Element | null = null) {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.instances = [];
  setConnection(undefined);
  intents = [];
  firstVisible = vi.fn<() => void>();
  document.body.innerHTML = `
    <a id="product" href="/item?name=xali&id=1"><span id="title">Xalı</span></a>
    <a id="other-product" href="/item?id=2">Kilim</a>
    <a id="category" href="/category?id=3">Xalçalar</a>`;
});

afterEach(() => {
  uninstall();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setConnection(undefined);
});

const byId = (id: string) => document.getElementById(id)!;

describe('installLinkPrefetch: intent', () => {
  it('acts on a mouse that rests on a product link, even over its inner elements', () => {
    install();
    pointer('pointerover', byId('title'), 'mouse');
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    expect(intents).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(intents).toEqual(['/item?name=xali&id=1']);
  });

  it('ignores a mouse that only passes over the link', () => {
    install();
    pointer('pointerover', byId('product'), 'mouse');
    pointer('pointerout', byId('product'), 'mouse', byId('other-product'));
    pointer('pointerover', byId('other-product'), 'mouse');
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(intents).toEqual(['/item?id=2']);
  });

  it("keeps waiting while the mouse moves between the link's own elements", () => {
    install();
    pointer('pointerover', byId('product'), 'mouse');
    pointer('pointerout', byId('product'), 'mouse', byId('title'));
    pointer('pointerover', byId('title'), 'mouse');
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(intents).toEqual(['/item?name=xali&id=1']);
  });

  it('acts at once on touch, pen and keyboard focus', () => {
    install();
    byId('product').dispatchEvent(new Event('touchstart', { bubbles: true }));
    pointer('pointerover', byId('other-product'), 'pen');
    byId('product').focus();
    expect(intents).toEqual(['/item?name=xali&id=1', '/item?id=2', '/item?name=xali&id=1']);
  });

  it('leaves other links alone', () => {
    install();
    pointer('pointerover', byId('category'), 'mouse');
    byId('category').focus();
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(intents).toEqual([]);
  });

  it('does nothing once uninstalled', () => {
    install();
    uninstall();
    byId('product').focus();
    expect(intents).toEqual([]);
  });
});

describe('installLinkPrefetch: first product link on screen', () => {
  it('runs once, when idle, after the first watched link is visible', () => {
    install();
    const [observer] = FakeIntersectionObserver.instances;
    expect([...(observer?.observed ?? [])].map((link) => link.id)).toEqual(['product', 'other-product']);

    observer?.show(byId('product'));
    expect(firstVisible).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(firstVisible).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('also watches product links a later navigation adds', async () => {
    document.body.innerHTML = '<main></main>';
    install();
    const [observer] = FakeIntersectionObserver.instances;
    document.querySelector('main')!.innerHTML = '<ul><li><a id="late" href="/item?id=9">Saxsı</a></li></ul>';
    await vi.waitFor(() => expect(observer?.observed.has(byId('late'))).toBe(true));
  });
});

describe("installLinkPrefetch: the reader's connection", () => {
  it('loads nothing ahead when the reader asked to save data', () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    install();
    byId('product').focus();
    expect(intents).toEqual([]);
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it('on 2G keeps intent prefetching but does not load for links merely on screen', () => {
    setConnection({ saveData: false, effectiveType: 'slow-2g' });
    install();
    byId('product').focus();
    expect(intents).toEqual(['/item?name=xali&id=1']);
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });
});
