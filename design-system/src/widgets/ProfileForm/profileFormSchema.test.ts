import { describe, expect, it } from 'vitest';
import { editedProfileValues, profileFieldOf, profileFormSchema, type ProfileFormValues } from './profileFormSchema.ts';

const initial: ProfileFormValues = {
  name: 'Aysel',
  lastname: 'Məmmədova',
  phoneNumber: '',
  dob: '',
  profileImage: '',
  settings: { notify: { email: true, push: false, whatsapp: false } },
  language: 'az',
};

describe('editedProfileValues', () => {
  it('sends only what changed', () => {
    expect(editedProfileValues(initial, { ...initial, name: 'Ayşən' })).toEqual({ name: 'Ayşən' });
    expect(
      editedProfileValues(initial, { ...initial, settings: { notify: { email: true, push: true, whatsapp: false } } }),
    ).toEqual({
      settings: { notify: { email: true, push: true, whatsapp: false } },
    });
    expect(editedProfileValues(initial, { ...initial, language: 'en' })).toEqual({ language: 'en' });
    expect(editedProfileValues(initial, initial)).toEqual({});
  });
});

describe('profileFieldOf', () => {
  it.each([
    ['editedValues.phoneNumber', 'phoneNumber'],
    ['editedValues.settings.notify.push', 'settings'],
    ['dob', 'dob'],
    ['editedValues.language', 'language'],
    ['email', null],
    ['editedValues.companyName', null],
  ])('%s → %s', (server, field) => {
    expect(profileFieldOf(server)).toBe(field);
  });
});

describe('profileFormSchema', () => {
  it('accepts an empty phone and date and refuses malformed ones', () => {
    expect(profileFormSchema.safeParse(initial).success).toBe(true);
    expect(profileFormSchema.safeParse({ ...initial, dob: '31.12.1990' }).success).toBe(false);
    expect(profileFormSchema.safeParse({ ...initial, phoneNumber: 'telefon' }).success).toBe(false);
    expect(profileFormSchema.safeParse({ ...initial, language: 'de' }).success).toBe(false);
  });
});
