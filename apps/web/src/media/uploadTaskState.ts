/** Spec §4 "Upload task states". */
export const UPLOAD_TASK_STATES = ['running', 'paused', 'success', 'canceled', 'error'] as const;
export type UploadTaskState = (typeof UPLOAD_TASK_STATES)[number];

export type UploadTaskEvent = 'pause' | 'resume' | 'retry' | 'cancel' | 'fail' | 'succeed';

const TRANSITIONS: Readonly<Record<UploadTaskState, Partial<Record<UploadTaskEvent, UploadTaskState>>>> = {
  running: { pause: 'paused', cancel: 'canceled', fail: 'error', succeed: 'success' },
  paused: { resume: 'running', cancel: 'canceled' },
  error: { retry: 'running', cancel: 'canceled' },
  success: {},
  canceled: {},
};

/** The state after `event`, or null when the event means nothing in `state` (e.g. pausing a finished upload). */
export function nextUploadTaskState(state: UploadTaskState, event: UploadTaskEvent): UploadTaskState | null {
  return TRANSITIONS[state][event] ?? null;
}

export function isFinalUploadTaskState(state: UploadTaskState): boolean {
  return state === 'success' || state === 'canceled';
}

/**
 * Progress 0–100 shown for a file. 100 belongs to `success` alone: after the last byte the
 * server still checks and records the file, so a fully sent upload shows 99 until it is done.
 */
export function uploadProgressPercent(bytesSent: number, bytesTotal: number, state: UploadTaskState): number {
  if (state === 'success') return 100;
  if (bytesTotal <= 0) return 0;
  const percent = Math.floor((bytesSent / bytesTotal) * 100);
  return Math.max(0, Math.min(99, percent));
}
