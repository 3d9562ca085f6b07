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

/** If no frame comes (a tab opened in the background), the scripts start anyway after this long. */
export const HYDRATION_START_FALLBACK_MS = 2000;
/** Module imports started per task: a page imports about thirty, which in one task would block input. */
export const IMPORTS_PER_TASK = 6;
/** Web fonts slower than this swap in one by one as they arrive (font-display: swap). */
export const FONT_SWAP_WAIT_MS = 3000;

/*
 * Runs in the page (an inline script with the response's nonce). A frame callback runs once the
 * browser renders; the task queued from it runs after that frame is painted.
 */
const START_AFTER_FIRST_PAINT = `(function (plan, fallbackMs, fontWaitMs, importsPerTask) {
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
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, fallbackMs);
})`;

/**
 * The inline script that finishes a server-rendered page after its first paint: until then the
 * page's scripts, data and web fonts do not compete with the stylesheet and photos the first
 * screen needs; then they all load in parallel, and the web fonts replace the matched fallbacks.
 */
export function hydrateAfterFirstPaintScript(assets: HydrationAssets, lng: string): string {
  const plan: BootPlan = {
    ...assets,
    fonts: { ruleId: FIRST_PAINT_FONTS_ID, faces: FIRST_SCREEN_FONTS, sample: lng === 'ru' ? FONT_SAMPLE.ru : FONT_SAMPLE.default },
  };
  return `${START_AFTER_FIRST_PAINT}(${serializeJsonForHtml(plan)}, ${HYDRATION_START_FALLBACK_MS}, ${FONT_SWAP_WAIT_MS}, ${IMPORTS_PER_TASK});`;
}
