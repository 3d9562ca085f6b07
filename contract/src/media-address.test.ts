import { describe, expect, it } from 'vitest';
import { editableProfileSchema, isMediaAddress, itemInputSchema, mediaAddressSchema } from './index.ts';

const ID = '0123456789abcdef0123456789abcdef';

describe('isMediaAddress', () => {
  it.each([
    [`/media/covers/${ID}.webp`, 'this server’s path of a cover'],
    [`/media/images/${ID}_thumb.webp`, 'a size of a stored image'],
    [`/media/videos/${ID}.mp4`, 'a stored video'],
    [`/media/specialAreal/QR/wedding_2025/images/${ID}.jpg`, 'a QR memory'],
    [`http://localhost:3000/media/images/${ID}.png`, 'the API’s address on a developer’s machine'],
    [`https://api.example.az/media/covers/${ID}.avif`, 'the API’s public address'],
    [`https://cdn.example.az/bucket/images/${ID}_large.webp`, 'a configured public media base'],
    ['https://images.example.com/imported/photo.jpg?w=640', 'an absolute https address (imported data)'],
  ])('accepts %s (%s)', (address) => {
    expect(isMediaAddress(address)).toBe(true);
  });

  it.each([
    ['//evil.example/x.png', 'protocol-relative'],
    ['javascript:alert(1)', 'script'],
    ['JaVaScRiPt:alert(1)', 'script, mixed case'],
    [' javascript:alert(1)', 'script behind a space'],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'data'],
    ['vbscript:msgbox(1)', 'another scheme'],
    ['http://evil.example/x.png', 'plain http that is no stored file'],
    ['https:\\\\evil.example/x.png', 'backslashes, read as slashes by browsers'],
    ['https://user:pass@evil.example/x.png', 'credentials'],
    ['https://', 'no host'],
    ['https://evil.example/x .png', 'a space'],
    ['https://evil.example/x\n.png', 'a control character'],
    ['/c/1.jpg', 'another path of the site'],
    ['/media/covers/vase.webp', 'a name the media module never makes'],
    [`/media/../auth/v1/logout/${ID}.png`, 'a path outside the media folders'],
    [`/media/images/${ID}.svg`, 'an extension the server never stores'],
    [`images/${ID}.jpg`, 'a bare key'],
    ['x', 'any text'],
    ['', 'nothing'],
    [`https://cdn.example.az/${'a'.repeat(2048)}.jpg`, 'too long'],
  ])('refuses %s (%s)', (address) => {
    expect(isMediaAddress(address)).toBe(false);
  });
});

describe('schemas with picture addresses', () => {
  const item = {
    productName: 'Vaza',
    authorName: 'Usta',
    productPrice: 40,
    selectedCategory: 3,
    productInfo: '<p>Gil</p>',
  };

  it('let no picture be given', () => {
    expect(mediaAddressSchema.safeParse('').success).toBe(true);
    expect(itemInputSchema.safeParse({ ...item, coverImage: '', media: [] }).success).toBe(true);
  });

  it('name the refused cover or gallery place', () => {
    const refused = itemInputSchema.safeParse({
      ...item,
      coverImage: '//evil.example/x.png',
      media: [`/media/images/${ID}.jpg`, 'javascript:alert(1)'],
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['coverImage', 'media.1']);
  });

  it('name the refused profile and background pictures', () => {
    const refused = editableProfileSchema
      .partial()
      .safeParse({ profileImage: 'javascript:alert(1)', backgroundImage: '//evil.example/x.png' });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['profileImage', 'backgroundImage']);
    expect(
      editableProfileSchema.partial().safeParse({ profileImage: `/media/covers/${ID}.webp`, backgroundImage: '' }).success,
    ).toBe(true);
  });
});
