import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FONT_SWAP_WAIT_MS,
  HYDRATION_START_FALLBACK_MS,
  IMPORTS_PER_TASK,
  PRIORITY_IMAGE_WAIT_MS,
  hydrateAfterFirstPaintScript,
} from './afterFirstPaint.ts';
import { FIRST_PAINT_FONTS_ID, FIRST_SCREEN_FONTS } from './firstPaintFonts.ts';

const assets = {
  modules: ['/assets/shopper-1.js', '/assets/HomePage-2.js'],
  entryCount: 1,
  fetches: ['/localization/az/translation.json'],
};

/** Runs the inline script with `import()` replaced by a spy (jsdom cannot load modules). */
function runScript(script: string, importModule: (href: string) => Promise<unknown>) {
  new Function('importModule', script.replace(/\bimport\(/g, 'importModule('))(importModule);
}

describe('hydrateAfterFirstPaintScript', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'fonts');
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /** A first-screen photo with fetchpriority=high, still loading (jsdom loads no images). */
  function loadingPriorityImage(): HTMLImageElement {
    const image = document.createElement('img');
    image.setAttribute('fetchpriority', 'high');
    Object.defineProperty(image, 'complete', { configurable: true, value: false });
    document.body.append(image);
    return image;
  }

  /** The server's first-paint rule, and a font loader the test settles by hand. */
  function pageWithFirstPaintRule() {
    const rule = document.createElement('style');
    rule.id = FIRST_PAINT_FONTS_ID;
    document.head.append(rule);
    const pending: Array<() => void> = [];
    const load = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    return { load, loadFonts: () => pending.forEach((resolve) => resolve()) };
  }

  it("swaps the web fonts in at once, when the first screen's faces have loaded", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { load, loadFonts } = pageWithFirstPaintRule();
    runScript(
      hydrateAfterFirstPaintScript(assets, 'az'),
      vi.fn(() => Promise.resolve()),
    );
    expect(load).not.toHaveBeenCalled();

    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    // Asked for in a task of their own, after the scripts have been started.
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load.mock.calls).toEqual(FIRST_SCREEN_FONTS.map((face) => [face, 'Aə']));
    expect(document.getElementById(FIRST_PAINT_FONTS_ID)).not.toBeNull();
    loadFonts();
    await vi.waitFor(() => expect(document.getElementById(FIRST_PAINT_FONTS_ID)).toBeNull());
  });

  it('stops waiting for slow web fonts, which then swap in as they arrive', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { load } = pageWithFirstPaintRule();
    runScript(
      hydrateAfterFirstPaintScript(assets, 'ru'),
      vi.fn(() => Promise.resolve()),
    );
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(2);
    // A Russian page needs the Cyrillic faces too.
    expect(load).toHaveBeenCalledWith(FIRST_SCREEN_FONTS[0], 'AəЯ');
    expect(document.getElementById(FIRST_PAINT_FONTS_ID)).not.toBeNull();
    vi.advanceTimersByTime(FONT_SWAP_WAIT_MS);
    expect(document.getElementById(FIRST_PAINT_FONTS_ID)).toBeNull();
  });

  it('starts nothing before the first frame has been painted', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const importModule = vi.fn(() => Promise.resolve());
    runScript(hydrateAfterFirstPaintScript(assets, 'az'), importModule);
    expect(importModule).not.toHaveBeenCalled();
    expect(document.head.querySelector('link')).toBeNull();

    vi.advanceTimersToNextFrame();
    expect(importModule).not.toHaveBeenCalled();
    // The task queued from the frame callback, after the frame.
    vi.advanceTimersByTime(1);
    expect(importModule.mock.calls).toEqual([['/assets/shopper-1.js'], ['/assets/HomePage-2.js']]);
    const link = document.head.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('href')).toBe('/localization/az/translation.json');
    expect(link?.getAttribute('as')).toBe('fetch');
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('starts after the first contentful paint is on screen, where the browser reports paints', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const observers: Array<{ deliver(names: string[]): void; disconnected: boolean }> = [];
    class FakePaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      disconnected = false;
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        observers.push(this);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
      deliver(names: string[]) {
        this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const importModule = vi.fn(() => Promise.resolve());
    runScript(hydrateAfterFirstPaintScript(assets, 'az'), importModule);
    // A frame alone is not enough: its pixels may not be on screen yet.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(importModule).not.toHaveBeenCalled();
    observers[0]!.deliver(['first-paint']);
    vi.advanceTimersByTime(1);
    expect(importModule).not.toHaveBeenCalled();
    observers[0]!.deliver(['first-contentful-paint']);
    expect(observers[0]!.disconnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('waits for the high-priority photo still loading to be painted, then starts', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const image = loadingPriorityImage();
    const importModule = vi.fn(() => Promise.resolve());
    runScript(hydrateAfterFirstPaintScript(assets, 'az'), importModule);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(50);
    expect(importModule).not.toHaveBeenCalled();

    image.dispatchEvent(new Event('load'));
    expect(importModule).not.toHaveBeenCalled();
    // The frame that paints it, then the task after that frame.
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('starts without the photo when it fails or takes too long', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const failing = loadingPriorityImage();
    const slow = loadingPriorityImage();
    const importModule = vi.fn(() => Promise.resolve());
    runScript(hydrateAfterFirstPaintScript(assets, 'az'), importModule);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    failing.dispatchEvent(new Event('error'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(PRIORITY_IMAGE_WAIT_MS - 50);
    expect(importModule).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(importModule).toHaveBeenCalledTimes(2);
    // Once only, whatever settles later.
    slow.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(HYDRATION_START_FALLBACK_MS);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('does not wait for a high-priority photo that has already loaded', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const image = loadingPriorityImage();
    Object.defineProperty(image, 'complete', { value: true });
    const importModule = vi.fn(() => Promise.resolve());
    runScript(hydrateAfterFirstPaintScript(assets, 'az'), importModule);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('starts once, after a while, when no frame comes (a tab opened in the background)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const importModule = vi.fn(() => Promise.resolve());
    runScript(hydrateAfterFirstPaintScript(assets, 'az'), importModule);
    vi.advanceTimersByTime(HYDRATION_START_FALLBACK_MS);
    expect(importModule).toHaveBeenCalledTimes(2);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it("leaves a failed page module to the code that uses it (it imports it again); only the entry's failure is the page's", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    // An unhandled rejection would fail this test.
    const importModule = vi.fn((href: string) =>
      href === assets.modules[0] ? Promise.resolve() : Promise.reject(new Error(`no ${href}`)),
    );
    runScript(hydrateAfterFirstPaintScript(assets, 'az'), importModule);
    vi.advanceTimersByTime(HYDRATION_START_FALLBACK_MS);
    expect(importModule).toHaveBeenCalledTimes(2);
    await Promise.resolve();
  });

  it('starts a few imports per task, the entry first', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const importModule = vi.fn((_href: string) => Promise.resolve());
    const modules = Array.from({ length: IMPORTS_PER_TASK * 2 + 1 }, (_, index) => `/assets/m${index}.js`);
    runScript(hydrateAfterFirstPaintScript({ modules, entryCount: 1, fetches: [] }, 'az'), importModule);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(importModule.mock.calls.map(([href]) => href)).toEqual(modules.slice(0, IMPORTS_PER_TASK));
    vi.advanceTimersByTime(1);
    expect(importModule).toHaveBeenCalledTimes(IMPORTS_PER_TASK * 2);
    vi.advanceTimersByTime(1);
    expect(importModule.mock.calls.map(([href]) => href)).toEqual(modules);
  });

  it('cannot be broken out of by an address in the data', () => {
    const script = hydrateAfterFirstPaintScript(
      { modules: ['/a.js</script><script>alert(1)</script>'], entryCount: 1, fetches: [] },
      'az',
    );
    expect(script).not.toContain('</script>');
  });
});
