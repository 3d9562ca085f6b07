import { whenIdle } from './whenIdle.ts';

/** The Network Information API's part we read (Chromium only; elsewhere nothing is known). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

const connectionOf = (nav: Navigator): ConnectionHints | undefined =>
  (nav as Navigator & { connection?: ConnectionHints }).connection;

/** The reader asked to save data: nothing is loaded ahead. */
export const savesData = (nav: Navigator): boolean => connectionOf(nav)?.saveData === true;

/** On 2G a speculative download would compete with what the page needs now. */
export const isSlowConnection = (nav: Navigator): boolean => /(^|-)2g$/.test(connectionOf(nav)?.effectiveType ?? '');

/** A mouse resting this long on a link is an intent to open it; passing over a grid is not. */
export const HOVER_INTENT_MS = 65;

export interface LinkPrefetchOptions {
  /** The page a link leads to when it is one to prefetch, else null. */
  targetOf(anchor: HTMLAnchorElement): URL | null;
  /** A reader is about to open the link (hover, focus, touch): load what the page needs. */
  onIntent(url: URL, anchor: HTMLAnchorElement): void;
  /** Links matching this selector are watched until one is on screen… */
  visibleSelector: string;
  /** …then this runs once, when the browser is idle. */
  onFirstVisible(): void;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

/** Hover, focus and touch on links, delegated from the document: one set of listeners for every page. */
function listenForIntent(doc: Document, { targetOf, onIntent }: LinkPrefetchOptions): () => void {
  let pending: { anchor: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null;
  const cancelPending = () => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };
  const intentNow = (event: Event) => {
    const anchor = anchorOf(event.target);
    const url = anchor && targetOf(anchor);
    if (anchor && url) onIntent(url, anchor);
  };
  const onPointerOver = (event: PointerEvent) => {
    // A touch or a pen lands on the link: no passing over, act at once.
    if (event.pointerType !== 'mouse') {
      intentNow(event);
      return;
    }
    const anchor = anchorOf(event.target);
    if (!anchor || pending?.anchor === anchor) return;
    cancelPending();
    const url = targetOf(anchor);
    if (!url) return;
    const timer = setTimeout(() => {
      pending = null;
      onIntent(url, anchor);
    }, HOVER_INTENT_MS);
    pending = { anchor, timer };
  };
  const onPointerOut = (event: PointerEvent) => {
    if (pending && !pending.anchor.contains(event.relatedTarget as Node | null)) cancelPending();
  };
  doc.addEventListener('pointerover', onPointerOver);
  doc.addEventListener('pointerout', onPointerOut);
  doc.addEventListener('focusin', intentNow);
  doc.addEventListener('touchstart', intentNow, { passive: true });
  return () => {
    cancelPending();
    doc.removeEventListener('pointerover', onPointerOver);
    doc.removeEventListener('pointerout', onPointerOut);
    doc.removeEventListener('focusin', intentNow);
    doc.removeEventListener('touchstart', intentNow);
  };
}

/** Watches matching links (also those added by later navigations) until the first one is on screen. */
function watchFirstVisible(doc: Document, { visibleSelector, onFirstVisible }: LinkPrefetchOptions): () => void {
  if (typeof IntersectionObserver !== 'function') return () => {};
  const stop = () => {
    visibility.disconnect();
    additions.disconnect();
  };
  const visibility = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    stop();
    whenIdle(onFirstVisible);
  });
  const observeWithin = (root: ParentNode) => root.querySelectorAll(visibleSelector).forEach((link) => visibility.observe(link));
  const additions = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && observeWithin(node));
  });
  observeWithin(doc);
  additions.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Loads pages ahead of a click: on intent (hover, focus, touch) the page's code and data, and
 * once a matching link is on screen (idle time, never on 2G) the code alone. Nothing at all
 * when the reader asked to save data. Returns the uninstaller.
 */
export function installLinkPrefetch(doc: Document, options: LinkPrefetchOptions): () => void {
  const nav = doc.defaultView?.navigator;
  if (!nav || savesData(nav)) return () => {};
  const stopIntent = listenForIntent(doc, options);
  const stopVisible = isSlowConnection(nav) ? () => {} : watchFirstVisible(doc, options);
  return () => {
    stopIntent();
    stopVisible();
  };
}
