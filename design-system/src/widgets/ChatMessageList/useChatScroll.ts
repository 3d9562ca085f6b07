import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Within this distance of the end the reader counts as "at the newest message". */
const NEAR_END_PX = 48;

interface Snapshot {
  firstId: string | undefined;
  lastId: string | undefined;
  /** The content's height when the messages were last laid out. */
  scrollHeight: number;
}

/**
 * Keeps a message log where the reader wants it: at the newest message when the messages first
 * arrive, when one is added while the reader is at the end, or when the viewer wrote it; in
 * place when older messages are put on top. A message arriving while the reader is scrolled up
 * is counted as unseen (the "new messages" jump) instead of pulling the view down.
 * The scroller needs `overflow-anchor: none`, so the browser's own anchoring does not move it too.
 */
export function useChatScroll(messages: readonly { id: string }[], lastIsMine: boolean) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const snapshot = useRef<Snapshot>({ firstId: undefined, lastId: undefined, scrollHeight: 0 });
  const [hasUnseen, setHasUnseen] = useState(false);

  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const before = snapshot.current;
    // Measured against the height before this change: where the reader was.
    const wasAtEnd = before.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_END_PX;
    if (lastId !== before.lastId) {
      if (before.lastId === undefined || wasAtEnd || lastIsMine) {
        el.scrollTop = el.scrollHeight;
        setHasUnseen(false);
      } else if (lastId !== undefined) {
        setHasUnseen(true);
      }
    } else if (firstId !== before.firstId && before.firstId !== undefined) {
      el.scrollTop += el.scrollHeight - before.scrollHeight;
    }
    snapshot.current = { firstId, lastId, scrollHeight: el.scrollHeight };
  }, [firstId, lastId, lastIsMine]);

  const onScroll = useCallback(() => {
    const el = scrollerRef.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_END_PX) setHasUnseen(false);
  }, []);

  const scrollToEnd = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    setHasUnseen(false);
  }, []);

  return { scrollerRef, onScroll, hasUnseen, scrollToEnd };
}
