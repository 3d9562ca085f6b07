import type { RawData } from 'ws';
import { ERROR_CODES, liveClientFrameSchema, type LiveClientFrame } from '@marketplace/contract';

export type ParsedFrame = { ok: true; frame: LiveClientFrame } | { ok: false; code: string; message: string };

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** A client frame checked against the protocol (chat-live.ts), or the `error` frame's code and text. */
export function parseClientFrame(data: RawData, isBinary: boolean): ParsedFrame {
  if (isBinary) return { ok: false, code: ERROR_CODES.VALIDATION_FAILED, message: 'Frames are JSON text.' };
  let value: unknown;
  try {
    value = JSON.parse(textOf(data));
  } catch {
    return { ok: false, code: ERROR_CODES.MALFORMED_JSON, message: 'The frame is not JSON.' };
  }
  const parsed = liveClientFrameSchema.safeParse(value);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  if (issue?.code === 'unrecognized_keys') {
    return { ok: false, code: ERROR_CODES.UNKNOWN_FIELD, message: `${where}unknown field ${issue.keys.join(', ')}` };
  }
  return {
    ok: false,
    code: ERROR_CODES.VALIDATION_FAILED,
    message: `${where}${issue?.message ?? 'not a frame of this channel'}`,
  };
}
