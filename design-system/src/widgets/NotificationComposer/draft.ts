import { NOTIFICATION_TARGETS, notificationDataSchema, type NotificationTarget } from '@marketplace/contract';

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

/** The notification JSON's fields, in the order the form shows them. */
export const NOTIFICATION_FIELDS = ['title', 'content', 'target', 'scheduled', 'link', 'send'] as const;
export type NotificationField = (typeof NOTIFICATION_FIELDS)[number];

/**
 * What is wrong with a notification, as message keys for people: the refused fields (each its own
 * `notifications.composer.errors.{field}`) and the names that are no field of a notification.
 */
export interface NotificationProblems {
  fields: Partial<Record<NotificationField, string>>;
  unknown: string[];
}

const isField = (name: string): name is NotificationField => (NOTIFICATION_FIELDS as readonly string[]).includes(name);

/** The problems named by refused paths (`title`, or the server's `notificationData.title`); empty when none. */
export function notificationProblemsOf(paths: Iterable<string>): NotificationProblems {
  const problems: NotificationProblems = { fields: {}, unknown: [] };
  for (const path of paths) {
    const name = path.replace(/^notificationData\./, '').split('.')[0] ?? '';
    if (isField(name)) problems.fields[name] ??= `notifications.composer.errors.${name}`;
    else if (name !== '' && name !== 'notificationData' && !problems.unknown.includes(name)) problems.unknown.push(name);
  }
  return problems;
}

/** The check before scheduling, by the API's own schema: the problems of the parsed JSON, or undefined when it is valid. */
export function checkNotification(parsed: unknown): NotificationProblems | undefined {
  const result = notificationDataSchema.safeParse(parsed);
  if (result.success) return undefined;
  const paths = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys.map(String) : [issue.path.map(String).join('.')],
  );
  const problems = notificationProblemsOf(paths);
  // Not an object at all: every field is missing.
  if (Object.keys(problems.fields).length === 0 && problems.unknown.length === 0)
    return notificationProblemsOf(['title', 'content']);
  return problems;
}
