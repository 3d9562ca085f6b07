import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** A plain left click on a same-site link that nothing else has handled. */
function routableHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if ((target.target && target.target !== '_self') || target.hasAttribute('download')) return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The design system's widgets link with plain `<a href>` (they know no router): inside the panel
 * such clicks become client navigation, so the panel, its data and its state stay in place.
 * Listens on the document, so links in portals (the phone drawer, dialogs) are handled too.
 */
export function useRouterLinkClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = routableHref(event);
      if (href === null) return;
      event.preventDefault();
      void navigate(href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
