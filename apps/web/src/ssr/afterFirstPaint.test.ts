import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_SWAP_WAIT_MS, HYDRATION_START_FALLBACK_MS, IMPORTS_PER_TASK, hydrateAfterFirstPaintScript } from './afterFirstPaint.ts';
import { FIRST_PAINT_FONTS_ID, FIRST_SCREEN_FONTS } from './firstPaintFonts.ts';

const assets = { modules: ['/assets/shopper-1.js', '/assets/HomePage-2.js'], entryCount: 1, fetches: ['/localization/az/translation.json'] };

/** Runs the inline script with `import()` replaced by a spy (jsdom cannot load modules). */
function runScript(script: string, importModule: (href: string) => Promise<unknown>) {
  new Function('importModule', script.replace(/\bimport\(/g, 'importModule('))(importModule);
}

describe('hydrateAfterFirstPaintScript', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'fonts');
    document.head.innerHTML = '';
  });

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

  it('swaps the web fonts in at once, when the first screen\'s faces have loaded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { load, loadFonts } = pageWithFirstPaintRule();
    runScript(hydrateAfterFirstPaintScript(assets, 'az'), vi.fn(() => Promise.resolve()));
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
    runScript(hydrateAfterFirstPaintScript(assets, 'ru'), vi.fn(() => Promise.resolve()));
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
    const importModule = vi.fn((href: string) => (href === assets.modules[0] ? Promise.resolve() : Promise.reject(new Error(`no ${href}`))));
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
    const script = hydrateAfterFirstPaintScript({ modules: ['/a.js</script><script>alert(1)</script>'], entryCount: 1, fetches: [] }, 'az');
    expect(script).not.toContain('</script>');
  });
});
