import { EARLY_CLICK_GLOBAL } from '../ssr/earlyClick.ts';

/** Presses again the button pressed before hydration (see ssr/earlyClick.ts); call once, after hydrating. */
export function replayEarlyClick(): void {
  const replay = (window as unknown as Record<string, unknown>)[EARLY_CLICK_GLOBAL];
  if (typeof replay !== 'function') return;
  Reflect.deleteProperty(window, EARLY_CLICK_GLOBAL);
  (replay as () => void)();
}
