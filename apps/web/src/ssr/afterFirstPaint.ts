import { serializeJsonForHtml } from '../config/publicConfig.ts';
import { FIRST_PAINT_FONTS_ID, FIRST_SCREEN_FONTS } from './firstPaintFonts.ts';

/**
 * What a server-rendered page loads to hydrate. Modules are imported with `import()`, all at once:
 * no `<link rel=modulepreload>` elements, each of which costs the main thread about a millisecond
 * just when hydration starts, and each module graph is evaluated in a task of its own.
 */
export interface HydrationAssets {
  /** The entry modules first, then the modules they and the page's routes will import (routePlan.ts). */
  modules: string[];
  /** How many of `modules` are entry modules (Vite's client and the entry, in development). */
  entryCount: number;
  /** Data the entry fetches at once (the translation catalogues). */
  fetches: string[];
}

interface BootPlan extends HydrationAssets {
  fonts: { ruleId: string; faces: string[]; sample: string };
}

/** Characters whose faces every page needs: Latin and Azerbaijani's Latin-extended letters; Cyrillic for Russian. */
const FONT_SAMPLE = { default: 'Aə', ru: 'AəЯ' };

/**
 * If the first paint is not reported (a tab opened in the background gets no frames), the scripts
 * start anyway this long after the page's HTML has run this script.
 */
export const HYDRATION_START_FALLBACK_MS = 2000;
/**
 * The first screen's high-priority photo (a product page's main image) is painted before the
 * scripts start, so that on a slow connection they do not share its bandwidth; the scripts
 * wait at most this long for it.
 */
export const PRIORITY_IMAGE_WAIT_MS = 1200;
/** Module imports started per task: a page imports about thirty, which in one task would block input. */
export const IMPORTS_PER_TASK = 6;
/** Web fonts slower than this swap in one by one as they arrive (font-display: swap). */
export const FONT_SWAP_WAIT_MS = 3000;

/*
 * Runs in the page (an inline script with the response's nonce). A frame callback runs when the
 * browser renders a frame; the task queued from it runs once that frame's main-thread work is
 * done, though its pixels may reach the screen later (hence the paint entry, where there is one).
 */
const START_AFTER_FIRST_PAINT = `(function (plan, fallbackMs, fontWaitMs, importsPerTask, imageWaitMs) {
  var started = false;
  function useWebFonts() {
    var rule = document.getElementById(plan.fonts.ruleId);
    if (!rule) return;
    function swap() { if (rule.parentNode) rule.parentNode.removeChild(rule); }
    if (!document.fonts || !window.Promise) return swap();
    Promise.all(plan.fonts.faces.map(function (face) { return document.fonts.load(face, plan.fonts.sample); })).then(swap, swap);
    setTimeout(swap, fontWaitMs);
  }
  // A few imports per task: starting each one costs the main thread about half a millisecond.
  function importFrom(first) {
    var end = Math.min(plan.modules.length, first + importsPerTask);
    for (var index = first; end > index; index++) {
      var loaded = import(plan.modules[index]);
      // Only an entry's failure is the page's: the others are imported again, and handled, where they are used.
      if (index >= plan.entryCount) loaded.catch(function () {});
    }
    if (plan.modules.length > end) setTimeout(function () { importFrom(end); }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    importFrom(0);
    plan.fetches.forEach(function (href) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'fetch');
      link.setAttribute('crossorigin', 'anonymous');
      link.setAttribute('href', href);
      document.head.appendChild(link);
    });
    // A task of its own: asking for the faces matches fonts against the whole page's styles.
    setTimeout(useWebFonts, 0);
  }
  function afterNextFrame(then) { requestAnimationFrame(function () { setTimeout(then, 0); }); }
  // Once every high-priority image still loading has loaded (or failed), and a frame has shown it.
  function afterPriorityImages(then) {
    var loading = Array.prototype.filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (image) {
      return !image.complete;
    });
    var left = loading.length;
    if (left === 0) return then();
    function settled() { left -= 1; if (left === 0) afterNextFrame(then); }
    loading.forEach(function (image) {
      image.addEventListener('load', settled, { once: true });
      image.addEventListener('error', settled, { once: true });
    });
    setTimeout(then, imageWaitMs);
  }
  // The first contentful paint's entry arrives once that frame is on screen, which can be well after
  // the task that follows its frame callback; where paint entries are missing, that task it is.
  function afterFirstContentfulPaint(then) {
    var observer;
    try {
      if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
        observer = new PerformanceObserver(function (list) {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          setTimeout(then, 0);
        });
        observer.observe({ type: 'paint', buffered: true });
        return;
      }
    } catch (error) {}
    afterNextFrame(then);
  }
  afterFirstContentfulPaint(function () { afterPriorityImages(start); });
  setTimeout(start, fallbackMs);
})`;

/**
 * The inline script that finishes a server-rendered page after its first paint (and after its
 * high-priority photo, if any, is painted): until then the page's scripts, data and web fonts do
 * not compete with the stylesheet and photos the first screen needs; then they all load in
 * parallel, and the web fonts replace the matched fallbacks.
 */
export function hydrateAfterFirstPaintScript(assets: HydrationAssets, lng: string): string {
  const plan: BootPlan = {
    ...assets,
    fonts: {
      ruleId: FIRST_PAINT_FONTS_ID,
      faces: FIRST_SCREEN_FONTS,
      sample: lng === 'ru' ? FONT_SAMPLE.ru : FONT_SAMPLE.default,
    },
  };
  return `${START_AFTER_FIRST_PAINT}(${serializeJsonForHtml(plan)}, ${HYDRATION_START_FALLBACK_MS}, ${FONT_SWAP_WAIT_MS}, ${IMPORTS_PER_TASK}, ${PRIORITY_IMAGE_WAIT_MS});`;
}
