import { editableAccountSchema } from '@marketplace/contract';
import { z } from 'zod';

/**
 * The buyer's part of the editable account (the store fields belong to sellers). The photo is the
 * address its upload answered: the server checks it, as it does the store's pictures.
 */
export const profileFormSchema = editableAccountSchema
  .pick({
    name: true,
    lastname: true,
    phoneNumber: true,
    dob: true,
    settings: true,
    language: true,
  })
  .extend({ profileImage: z.string() });
export type ProfileFormValues = z.infer<typeof profileFormSchema>;
export type ProfileField = keyof ProfileFormValues;

const FIELDS: readonly ProfileField[] = ['name', 'lastname', 'phoneNumber', 'dob', 'profileImage', 'settings', 'language'];

/** The values that differ from what was loaded (what updateAccount's `editedValues` carries). */
export function editedProfileValues(initial: ProfileFormValues, current: ProfileFormValues): Partial<ProfileFormValues> {
  const edited: Partial<ProfileFormValues> = {};
  for (const field of FIELDS) {
    if (JSON.stringify(initial[field]) !== JSON.stringify(current[field])) Object.assign(edited, { [field]: current[field] });
  }
  return edited;
}

/**
 * The form field a server error names: `editedValues.phoneNumber` → `phoneNumber`,
 * `editedValues.settings.notify.email` → `settings`; null for anything else.
 */
export function profileFieldOf(serverField: string): ProfileField | null {
  const field = serverField.replace(/^editedValues\./, '').split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(field) ? (field as ProfileField) : null;
}
