import { useEffect } from 'react';
import { API_PATHS, PROMOTION_EVENTS_MAX } from '@marketplace/contract';
import { apiBaseUrl } from '../../config/apiBaseUrl.ts';
import { readPublicConfig } from '../../config/publicConfig.ts';

/** How long views gather before they are sent together. */
const FLUSH_MS = 2000;

function send(views: string[], clicks: string[]): void {
  if (views.length === 0 && clicks.length === 0) return;
  const url = `${apiBaseUrl(readPublicConfig()).replace(/\/+$/, '')}${API_PATHS.promotion.registerPromotionEvents}`;
  // keepalive: a click's report outlives the page it leaves.
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ views: views.slice(0, PROMOTION_EVENTS_MAX), clicks: clicks.slice(0, PROMOTION_EVENTS_MAX) }),
  }).catch(() => undefined);
}

/**
 * Counts the promoted cards of the page (`[data-promotion-id]`, drawn by the server the same for
 * everyone): a card half on screen is a view, once per page; a press on its link is a click. Sent
 * after the page is live, in batches, never holding up the page. `shown`: the page's promotion ids,
 * so a client-side move to another page with other promoted cards observes those.
 */
export function usePromotionEvents(shown: readonly string[]): void {
  const key = shown.join(',');
  useEffect(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-promotion-id]')];
    if (key === '' || cards.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const seen = new Set<string>();
    let pending: string[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      send(pending, []);
      pending = [];
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.promotionId;
          if (!entry.isIntersecting || !id || seen.has(id)) continue;
          seen.add(id);
          pending.push(id);
          observer.unobserve(entry.target);
        }
        if (pending.length > 0 && timer === null) timer = setTimeout(flush, FLUSH_MS);
      },
      { threshold: 0.5 },
    );
    const onClick = (event: MouseEvent) => {
      const card = (event.target as Element | null)?.closest<HTMLElement>('[data-promotion-id]');
      const id = card?.dataset.promotionId;
      if (!id || !(event.target as Element).closest('a')) return;
      send(pending, [id]);
      pending = [];
    };
    for (const card of cards) observer.observe(card);
    document.addEventListener('click', onClick, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
      if (timer !== null) clearTimeout(timer);
      if (pending.length > 0) send(pending, []);
    };
  }, [key]);
}
