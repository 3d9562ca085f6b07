import { describe, expect, it } from 'vitest';
import {
  editedStoreProfileValues,
  storeProfileFormSchema,
  storeProfilePathOf,
  type StoreProfileValues,
} from './storeProfileFormSchema.ts';

const loaded: StoreProfileValues = {
  companyName: 'Nar Keramika',
  companyEmail: '',
  phoneNumber: '',
  socialMediaAccount: '',
  name: 'Aysel',
  lastname: 'Məmmədova',
  dob: '',
  profileImage: '',
  backgroundImage: '',
  settings: { notify: { email: true, push: false, whatsapp: false } },
  language: 'az',
};

describe('store profile: what updateAccount receives', () => {
  it('sends only the values that changed, a notification change as the whole settings', () => {
    const current = {
      ...loaded,
      phoneNumber: '+994501234567',
      settings: { notify: { email: true, push: true, whatsapp: false } },
    };
    expect(editedStoreProfileValues(loaded, current)).toEqual({
      phoneNumber: '+994501234567',
      settings: { notify: { email: true, push: true, whatsapp: false } },
    });
  });

  it('sends a changed language on its own', () => {
    expect(editedStoreProfileValues(loaded, { ...loaded, language: 'ru' })).toEqual({ language: 'ru' });
  });

  it('refuses a language the site is not written in', () => {
    expect(storeProfileFormSchema.safeParse({ ...loaded, language: 'de' }).success).toBe(false);
  });

  it('sends nothing when nothing changed', () => {
    expect(editedStoreProfileValues(loaded, structuredClone(loaded))).toEqual({});
  });

  it('never sends the e-mail: it is not an editable field', () => {
    expect(storeProfileFormSchema.safeParse({ ...loaded, email: 'other@example.az' }).success).toBe(false);
  });
});

describe('store profile: where a server refusal is shown', () => {
  it.each([
    ['editedValues.phoneNumber', 'phoneNumber'],
    ['editedValues.companyEmail', 'companyEmail'],
    ['editedValues.language', 'language'],
    ['editedValues.settings.notify.whatsapp', 'settings.notify.whatsapp'],
  ])('%s goes on %s', (serverPath, field) => {
    expect(storeProfilePathOf(serverPath)).toBe(field);
  });

  it.each(['editedValues.email', 'editedValues.settings', 'clientInfo.companyName', 'editedValues.unknown'])(
    '%s has no field of its own',
    (serverPath) => {
      expect(storeProfilePathOf(serverPath)).toBeNull();
    },
  );
});
