import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaKind, MediaType, UploadRecord } from '@marketplace/contract';
import { readPublicConfig } from '../config/publicConfig.ts';
import type { UploadPurpose } from './compressionOptions.ts';
import { loadMediaUploader, type MediaUpload, type MediaUploader } from './mediaUploader.ts';
import type { UploadFailure } from './uploadFailure.ts';
import type { UploadTaskState } from './uploadTaskState.ts';

/** One picked file as a page shows it. */
export interface MediaUploadEntry {
  id: string;
  name: string;
  mediaType: MediaType;
  /** A local preview while uploading; the stored file's address once done. */
  previewUrl: string | null;
  progress: number;
  state: UploadTaskState;
  failure?: UploadFailure;
  record?: UploadRecord;
}

export interface UseMediaUploadsOptions {
  kind: MediaKind;
  qrCode?: string;
  purpose?: UploadPurpose;
  /**
   * The provider; by default the page's configured one (mediaUploader.ts). Uploads our server must
   * know, such as a chat message's photos, pass loadSelfHostedMediaUploader.
   */
  uploader?: () => Promise<MediaUploader>;
}

export interface MediaUploads {
  entries: MediaUploadEntry[];
  add(files: readonly File[]): void;
  pause(id: string): void;
  resume(id: string): void;
  retry(id: string): void;
  cancel(id: string): void;
  /** Drops a finished, failed or canceled entry from the list. */
  remove(id: string): void;
}

function mediaTypeOf(file: File): MediaType {
  return file.type.startsWith('video/') ? 'video' : 'image';
}

/** The provider's code (tus or Cloud Storage, and the compressor) loads with the first picked file, not with the page. */
const configuredUploader = () => loadMediaUploader(readPublicConfig());

let sequence = 0;
const nextId = () => `upload-${Date.now().toString(36)}-${(sequence += 1)}`;

/** Uploads files one task each and keeps the list a page renders. Browser only: call `add` from an event. */
export function useMediaUploads({ kind, qrCode, purpose, uploader = configuredUploader }: UseMediaUploadsOptions): MediaUploads {
  const [entries, setEntries] = useState<MediaUploadEntry[]>([]);
  const tasks = useRef(new Map<string, MediaUpload>());
  const objectUrls = useRef(new Map<string, string>());
  const mounted = useRef(false);

  const update = useCallback((id: string, change: Partial<MediaUploadEntry>) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  const releasePreview = useCallback((id: string) => {
    const url = objectUrls.current.get(id);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(id);
  }, []);

  useEffect(() => {
    mounted.current = true;
    const running = tasks.current;
    const previews = objectUrls.current;
    return () => {
      mounted.current = false;
      // Leaving the page keeps the uploads resumable: a later visit picks them up by fingerprint.
      running.forEach((task) => task.dispose());
      running.clear();
      previews.forEach((url) => URL.revokeObjectURL(url));
      previews.clear();
    };
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): MediaUploadEntry => {
        const id = nextId();
        const previewUrl = URL.createObjectURL(file);
        objectUrls.current.set(id, previewUrl);
        return { id, name: file.name, mediaType: mediaTypeOf(file), previewUrl, progress: 0, state: 'running' };
      });
      setEntries((current) => [...current, ...added]);

      void uploader().then(
        (upload) => {
          if (!mounted.current) return;
          files.forEach((file, index) => {
            const id = added[index]!.id;
            const task = upload(
              { file, kind, qrCode, purpose },
              {
                onProgress: (progress) => update(id, { progress }),
                onStateChange: (state) => update(id, { state, ...(state === 'running' ? { failure: undefined } : {}) }),
                onFailure: (failure) => update(id, { failure }),
                onSuccess: (record) => {
                  update(id, { record, previewUrl: record.downloadURL });
                  releasePreview(id);
                },
              },
            );
            tasks.current.set(id, task);
            task.start();
          });
        },
        () => {
          const failure: UploadFailure = { code: 'NETWORK_ERROR', reason: 'network', retryable: false };
          for (const entry of added) update(entry.id, { state: 'error', failure });
        },
      );
    },
    [uploader, kind, qrCode, purpose, update, releasePreview],
  );

  const command = (action: 'pause' | 'resume' | 'retry' | 'cancel') => (id: string) => tasks.current.get(id)?.[action]();

  const remove = useCallback(
    (id: string) => {
      tasks.current.get(id)?.cancel();
      tasks.current.delete(id);
      releasePreview(id);
      setEntries((current) => current.filter((entry) => entry.id !== id));
    },
    [releasePreview],
  );

  return {
    entries,
    add,
    pause: command('pause'),
    resume: command('resume'),
    retry: command('retry'),
    cancel: command('cancel'),
    remove,
  };
}
