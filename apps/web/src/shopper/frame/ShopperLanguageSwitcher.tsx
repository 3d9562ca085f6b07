import { useLoadedAfterMount } from './useLoadedAfterMount.ts';

const loadControl = async () => (await import('./LanguageSwitcherControl.tsx')).LanguageSwitcherControl;

/**
 * The language switch of the footer and of the navbar's menu. Neither is on the first screen
 * (the footer is below it, the menu closed) and a select does nothing without script, so its
 * code loads after hydration; until then an empty box of the same height holds its place. The
 * seller panel and the admin site take it the same way: a module imported statically there and
 * lazily here would stop being a chunk of its own, and the shopper's load would change with it.
 */
export function ShopperLanguageSwitcher({ className }: { className?: string }) {
  const Control = useLoadedAfterMount(loadControl);
  return Control ? <Control className={className} /> : <div aria-hidden="true" className="h-8" />;
}
