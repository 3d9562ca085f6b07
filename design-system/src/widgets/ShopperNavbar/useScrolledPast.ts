import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled so far that `isPast(scrollY)` holds. False on the server
 * and on first render (so hydration matches), then follows scroll events.
 */
export function useScrolledPast(isPast: (scrollY: number) => boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(isPast(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [isPast]);
  return past;
}
