import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Within this distance of the end the reader counts as "at the newest message". */
const NEAR_END_PX = 48;

interface Snapshot {
  firstId: string | undefined;
  lastId: string | undefined;
  scrollHeight: number;
  scrollTop: number;
  atEnd: boolean;
}

const isAtEnd = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_END_PX;

/**
 * Keeps a message log where the reader wants it: at the newest message when the messages first
 * arrive, when one is added while the reader is at the end, or when the viewer wrote it; in
 * place when older messages are put on top. A message arriving while the reader is scrolled up
 * is counted as unseen (the "new messages" jump) instead of pulling the view down.
 */
export function useChatScroll(messages: readonly { id: string }[], lastIsMine: boolean) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const snapshot = useRef<Snapshot>({ firstId: undefined, lastId: undefined, scrollHeight: 0, scrollTop: 0, atEnd: true });
  const [hasUnseen, setHasUnseen] = useState(false);

  const remember = (el: HTMLElement, firstId: string | undefined, lastId: string | undefined) => {
    snapshot.current = { firstId, lastId, scrollHeight: el.scrollHeight, scrollTop: el.scrollTop, atEnd: isAtEnd(el) };
  };

  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const before = snapshot.current;
    if (lastId !== before.lastId) {
      if (before.lastId === undefined || before.atEnd || lastIsMine) {
        el.scrollTop = el.scrollHeight;
        setHasUnseen(false);
      } else {
        setHasUnseen(true);
      }
    } else if (firstId !== before.firstId && before.firstId !== undefined) {
      el.scrollTop = before.scrollTop + (el.scrollHeight - before.scrollHeight);
    }
    remember(el, firstId, lastId);
  }, [firstId, lastId, lastIsMine]);

  const onScroll = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    remember(el, snapshot.current.firstId, snapshot.current.lastId);
    if (snapshot.current.atEnd) setHasUnseen(false);
  }, []);

  const scrollToEnd = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    remember(el, snapshot.current.firstId, snapshot.current.lastId);
    setHasUnseen(false);
  }, []);

  return { scrollerRef, onScroll, hasUnseen, scrollToEnd };
}
