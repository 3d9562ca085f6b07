import { useEffect, useState } from 'react';

/**
 * Keyboard users must be able to scroll a region whose text overflows (axe
 * `scrollable-region-focusable`), but a region that fits should not add a tab stop.
 * Returns a callback ref for the scrolling element and whether it currently overflows.
 * Measured in an effect, so server rendering never touches the DOM.
 */
export function useFocusableWhenScrollable<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The element's own box does not change when only its content grows.
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);

  return [setElement, scrollable] as const;
}
