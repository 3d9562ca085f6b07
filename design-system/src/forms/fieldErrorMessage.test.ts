import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from './fieldErrorMessage.ts';

describe('fieldErrorMessage', () => {
  it("gives a field's own message", () => {
    expect(fieldErrorMessage({ type: 'server', message: 'Bu e-poçt artıq istifadə olunur.' })).toBe(
      'Bu e-poçt artıq istifadə olunur.',
    );
  });

  it("gives a group's first member message when the group has none of its own", () => {
    const settings = { notify: { email: undefined, push: { type: 'invalid_type', message: 'profile.invalid.settings' } } };
    expect(fieldErrorMessage(settings)).toBe('profile.invalid.settings');
    const attributes = [undefined, { key: { type: 'too_small', message: 'productForm.errors.attributeKey' } }];
    expect(fieldErrorMessage(attributes)).toBe('productForm.errors.attributeKey');
  });

  it('prefers the group message (a list-level rule) over its members', () => {
    expect(fieldErrorMessage({ message: 'Ən azı bir dəyər', 0: { message: 'Boş dəyər' } })).toBe('Ən azı bir dəyər');
  });

  it.each([undefined, null, {}, { type: 'server', message: '' }, 'text'])('finds none in %j', (error) => {
    expect(fieldErrorMessage(error)).toBeUndefined();
  });
});
