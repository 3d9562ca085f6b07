import { EARLY_CLICK_GLOBAL } from '../ssr/earlyClick.ts';

interface EarlyClicks {
  stop(): void;
  replay(): void;
}

function earlyClicks(): EarlyClicks | undefined {
  const found = (window as unknown as Record<string, unknown>)[EARLY_CLICK_GLOBAL];
  return typeof found === 'object' && found !== null ? (found as EarlyClicks) : undefined;
}

/** Stops remembering buttons pressed while loading (see ssr/earlyClick.ts); call just before hydrating. */
export function stopEarlyClickRecording(): void {
  earlyClicks()?.stop();
}

/** Presses again the button pressed before hydration started; call once, after hydrating. */
export function replayEarlyClick(): void {
  const clicks = earlyClicks();
  if (!clicks) return;
  Reflect.deleteProperty(window, EARLY_CLICK_GLOBAL);
  clicks.replay();
}
