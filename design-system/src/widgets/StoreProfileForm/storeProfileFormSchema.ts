import { z } from 'zod';
import { editableAccountSchema, type EditableAccount } from '@marketplace/contract';

/**
 * A seller edits every field of the editable account (the profile and the account's language) with
 * the contract's rules, nothing added. The pictures are not typed but come from uploads (or the
 * saved profile), so their addresses are left to the server, whose refusal still lands on the picture.
 */
export const storeProfileFormSchema = editableAccountSchema.extend({ profileImage: z.string(), backgroundImage: z.string() });
export type StoreProfileValues = EditableAccount;
type StoreProfileField = keyof StoreProfileValues;

const STORE_PROFILE_FIELDS = Object.keys(editableAccountSchema.shape) as StoreProfileField[];

export const NOTIFY_CHANNELS = ['email', 'push', 'whatsapp'] as const;
type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** A path the form has a control for: a top-level field or one notification channel. */
export type StoreProfilePath = Exclude<StoreProfileField, 'settings'> | `settings.notify.${NotifyChannel}`;

/** The values that differ from what was loaded: what updateAccount's `editedValues` carries. */
export function editedStoreProfileValues(loaded: StoreProfileValues, current: StoreProfileValues): Partial<StoreProfileValues> {
  const edited: Partial<StoreProfileValues> = {};
  for (const field of STORE_PROFILE_FIELDS) {
    if (JSON.stringify(loaded[field]) !== JSON.stringify(current[field])) Object.assign(edited, { [field]: current[field] });
  }
  return edited;
}

/**
 * The control a refused body path belongs to: `editedValues.phoneNumber` → `phoneNumber`,
 * `editedValues.settings.notify.push` → `settings.notify.push`; null when the form has none.
 */
export function storeProfilePathOf(serverPath: string): StoreProfilePath | null {
  const path = serverPath.replace(/^editedValues\./, '');
  const channel = /^settings\.notify\.(email|push|whatsapp)$/.exec(path)?.[1];
  if (channel) return `settings.notify.${channel as NotifyChannel}`;
  const field = path.split('.')[0] ?? '';
  if (field === 'settings' || !(STORE_PROFILE_FIELDS as readonly string[]).includes(field)) return null;
  return field as StoreProfilePath;
}

/** The message key of a field's error; the notification channels share one. */
export function storeProfileMessageKey(path: string): string {
  const field = path.startsWith('settings') ? 'settings' : path;
  return `merchantProfile.invalid.${field}`;
}
