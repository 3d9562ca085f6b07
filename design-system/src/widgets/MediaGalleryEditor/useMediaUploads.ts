import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaUploadFailureReason, MediaUploadItem } from '../MediaUploader/index.ts';
import type { MediaKind, UploadMedia } from './mediaGalleryValue.ts';

export interface PendingUpload extends MediaUploadItem {
  kind: MediaKind;
  file: File;
  /** Its place in the order the files were picked (kept on a retry). */
  picked: number;
}

const REASONS: readonly MediaUploadFailureReason[] = ['type', 'size', 'quota', 'network', 'refused', 'server'];

function reasonOf(error: unknown): MediaUploadFailureReason {
  const reason = typeof error === 'object' && error !== null && 'reason' in error ? (error as { reason: unknown }).reason : null;
  return REASONS.includes(reason as MediaUploadFailureReason) ? (reason as MediaUploadFailureReason) : 'server';
}

let nextId = 0;

/**
 * Runs the uploads of picked files through the app's `uploadMedia`, keeping each file's
 * progress and failure; a finished file leaves the list and is handed to `onUploaded` with its
 * place in the picking order (uploads finish in any order).
 */
export function useMediaUploads(uploadMedia: UploadMedia, onUploaded: (kind: MediaKind, url: string, picked: number) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const latest = useRef({ uploadMedia, onUploaded });
  useEffect(() => {
    latest.current = { uploadMedia, onUploaded };
  }, [uploadMedia, onUploaded]);
  const patch = (id: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const drop = (id: string) =>
    setPending((list) => {
      const gone = list.find((item) => item.id === id);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((item) => item.id !== id);
    });

  const run = useCallback(async (item: PendingUpload) => {
    try {
      const { url } = await latest.current.uploadMedia(item.file, item.kind, (percent) => patch(item.id, { progress: percent }));
      drop(item.id);
      latest.current.onUploaded(item.kind, url, item.picked);
    } catch (error) {
      patch(item.id, { state: 'error', failure: { reason: reasonOf(error), retryable: true } });
    }
  }, []);

  const start = useCallback(
    (files: File[], kind: MediaKind) => {
      for (const file of files) {
        const mediaType = file.type.startsWith('video/') ? 'video' : 'image';
        nextId += 1;
        const item: PendingUpload = {
          id: `upload-${nextId}`,
          picked: nextId,
          name: file.name,
          mediaType,
          previewUrl: mediaType === 'image' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
          progress: 0,
          state: 'running',
          kind,
          file,
        };
        setPending((list) => [...list, item]);
        void run(item);
      }
    },
    [run],
  );

  const retry = useCallback(
    (id: string) => {
      const item = pending.find((entry) => entry.id === id);
      if (!item) return;
      const again = { ...item, state: 'running' as const, progress: 0, failure: undefined };
      patch(id, again);
      void run(again);
    },
    [pending, run],
  );

  return { pending, start, retry, remove: drop };
}
