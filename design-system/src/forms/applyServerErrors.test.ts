import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from './applyServerErrors.ts';

type Values = { companyEmail: string; phoneNumber: string; settings: { notify: { email: boolean } } };

const profileFieldOf = (serverField: string) => {
  const field = serverField.replace(/^editedValues\./, '');
  if (field.startsWith('settings.')) return 'settings' as const;
  return field === 'companyEmail' || field === 'phoneNumber' ? field : null;
};

function refusal(code: string, fields?: Record<string, string>) {
  return Object.assign(new Error('refused'), { code, ...(fields ? { fields } : {}) });
}

describe('applyServerErrors', () => {
  it("puts each refused field's error on its form field, focusing only the first", () => {
    const setError = vi.fn();
    const keys = applyServerErrors<Values>(
      { setError },
      refusal('VALIDATION_FAILED', {
        'editedValues.phoneNumber': 'Not a phone number.',
        'editedValues.settings.notify.email': 'Expected boolean.',
      }),
      { fieldOf: profileFieldOf, fallbackKey: 'profile.saveFailed' },
    );
    expect(setError.mock.calls).toEqual([
      ['phoneNumber', { type: 'server', message: 'Not a phone number.' }, { shouldFocus: true }],
      ['settings', { type: 'server', message: 'Expected boolean.' }, { shouldFocus: false }],
    ]);
    // Everything is shown on a field: the form alert has nothing more to say.
    expect(keys).toEqual([]);
  });

  it('uses the message the form chooses for a field', () => {
    const setError = vi.fn();
    applyServerErrors<Values>({ setError }, refusal('VALIDATION_FAILED', { 'editedValues.phoneNumber': 'Invalid' }), {
      fieldOf: profileFieldOf,
      messageOf: (field, _text, code) => `profile.invalid.${field}.${code}`,
      fallbackKey: 'profile.saveFailed',
    });
    expect(setError).toHaveBeenCalledWith(
      'phoneNumber',
      { type: 'server', message: 'profile.invalid.phoneNumber.VALIDATION_FAILED' },
      { shouldFocus: true },
    );
  });

  it('returns the message keys for a refused field the form does not show, and still marks the ones it does', () => {
    const setError = vi.fn();
    const keys = applyServerErrors<Values>(
      { setError },
      refusal('UNKNOWN_FIELD', { prodcutPrice: 'Unknown field.', 'editedValues.companyEmail': 'Invalid e-mail.' }),
      { fieldOf: profileFieldOf, fallbackKey: 'forms.saveFailed', scope: 'profile.errors' },
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('companyEmail', { type: 'server', message: 'Invalid e-mail.' }, { shouldFocus: true });
    expect(keys).toEqual(['profile.errors.UNKNOWN_FIELD', 'errors.UNKNOWN_FIELD', 'forms.saveFailed']);
  });

  it('returns the message keys of an error that names no field, touching no field', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors<Values>({ setError }, refusal('NETWORK_ERROR'), {
        fieldOf: profileFieldOf,
        fallbackKey: 'forms.saveFailed',
      }),
    ).toEqual(['errors.NETWORK_ERROR', 'forms.saveFailed']);
    expect(
      applyServerErrors<Values>({ setError }, new TypeError('Failed to fetch'), {
        fieldOf: profileFieldOf,
        fallbackKey: 'forms.saveFailed',
      }),
    ).toEqual(['forms.saveFailed']);
    expect(setError).not.toHaveBeenCalled();
  });

  it('ignores a malformed fields entry', () => {
    const setError = vi.fn();
    const error = { code: 'VALIDATION_FAILED', fields: { phoneNumber: 42 } };
    expect(applyServerErrors<Values>({ setError }, error, { fieldOf: profileFieldOf, fallbackKey: 'forms.saveFailed' })).toEqual([
      'errors.VALIDATION_FAILED',
      'forms.saveFailed',
    ]);
    expect(setError).not.toHaveBeenCalled();
  });
});
