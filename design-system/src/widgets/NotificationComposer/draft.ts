import { NOTIFICATION_TARGETS, type NotificationTarget } from '@marketplace/contract';

/** What the form view edits: the notification JSON's fields, as typed. */
export interface NotificationDraft {
  title: string;
  content: string;
  target: NotificationTarget;
  scheduled: string;
  send: boolean;
  link: string;
}

const EMPTY_DRAFT: NotificationDraft = { title: '', content: '', target: 'all', scheduled: '', send: false, link: '' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's fields from the JSON text; undefined when the text is not a JSON object. */
export function draftOf(json: string): NotificationDraft | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields = value as Record<string, unknown>;
  return {
    title: text(fields.title),
    content: text(fields.content),
    target: NOTIFICATION_TARGETS.includes(fields.target as NotificationTarget) ? (fields.target as NotificationTarget) : 'all',
    scheduled: text(fields.scheduled),
    send: fields.send === true,
    link: text(fields.link),
  };
}

/** The form's fields with `changes` applied, starting from empty ones when the text is not a JSON object. */
export function editedDraft(draft: NotificationDraft | undefined, changes: Partial<NotificationDraft>): NotificationDraft {
  return { ...(draft ?? EMPTY_DRAFT), ...changes };
}

/** The JSON the form writes: the spec's fields in its order, `send` and `link` only when given. */
export function jsonOf(draft: NotificationDraft): string {
  return JSON.stringify(
    {
      title: draft.title,
      content: draft.content,
      target: draft.target,
      scheduled: draft.scheduled,
      ...(draft.send ? { send: true } : {}),
      ...(draft.link.trim() ? { link: draft.link.trim() } : {}),
    },
    null,
    2,
  );
}
