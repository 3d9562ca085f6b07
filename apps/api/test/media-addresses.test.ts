import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_RECORD_HEADER, type UploadRecord } from '@marketplace/contract';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { png } from './fixtures/media/files.ts';
import { uploadWhole } from './fixtures/media/tus-http.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

let server: AuthTestServer;
let seller: SignedIn;
let vases: number;
let cover: UploadRecord;
let photo: UploadRecord;

const HOSTILE = [
  '//evil.example/x.png',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'https:\\\\evil.example/x.png',
  '/c/1.jpg',
];

const asSeller = () => ({ token: seller.token, host: HOSTS.merchant });
const addItem = (form: object) => server.post('/item/v1/addNewItem', form, asSeller());
const updateProfile = (editedValues: object) => server.post('/auth/v1/updateAccount', { editedValues }, asSeller());

/** Uploads a picture through the tus endpoint as the seller; answers its record. */
async function upload(kind: 'cover' | 'image'): Promise<UploadRecord> {
  const done = await uploadWhole(server.url, await png(64, 48), { kind, filename: `${kind}.png` }, seller.token);
  expect(done.status).toBe(204);
  const record = await fetch(`${server.url}/media/v1/uploads/${done.headers.get(MEDIA_RECORD_HEADER.toLowerCase())}`);
  return (await record.json()) as UploadRecord;
}

beforeAll(async () => {
  server = await startAuthServer();
  ({ vases } = await seedCategoryTree(server.database.db));
  seller = await signUpMerchant(server, 'photos@example.az', 'Foto Atelye');
  cover = await upload('cover');
  photo = await upload('image');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('image addresses of a product', () => {
  it('accepts the addresses the media module handed out, absolute or as its path', async () => {
    const answer = await addItem(
      itemForm(vases, { coverImage: cover.downloadURL, media: [photo.downloadURL, photo.sizes?.large ?? ''] }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ coverImage: cover.downloadURL, media: [photo.downloadURL, photo.sizes?.large] });
    const path = new URL(cover.downloadURL).pathname;
    expect((await addItem(itemForm(vases, { coverImage: path, media: [] }))).status).toBe(200);
  });

  // Our pages show pictures only from our media (Content-Security-Policy): another site's picture
  // would be stored and then shown broken to every buyer.
  it.each([
    'https://cdn.example.az/imported/vase.jpg',
    `https://evil.example/media/covers/${'a'.repeat(32)}.webp`,
    `http://127.0.0.1:1/media/covers/${'b'.repeat(32)}.webp`,
  ])('refuses a picture of another site (%s), naming the field', async (address) => {
    const cover = await addItem(itemForm(vases, { coverImage: address, media: [] }));
    expect(cover.status).toBe(400);
    expect(cover.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(cover.body.error.fields)).toEqual(['coverImage']);
    const gallery = await addItem(itemForm(vases, { coverImage: '', media: [photo.downloadURL, address] }));
    expect(gallery.status).toBe(400);
    expect(Object.keys(gallery.body.error.fields)).toEqual(['media.1']);
    const profile = await updateProfile({ profileImage: address });
    expect(profile.status).toBe(400);
    expect(Object.keys(profile.body.error.fields)).toEqual(['editedValues.profileImage']);
  });

  it.each(HOSTILE)('refuses %s as the cover, naming the field', async (address) => {
    const answer = await addItem(itemForm(vases, { coverImage: address }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.body.error.fields)).toEqual(['coverImage']);
  });

  it('refuses a hostile address in the gallery, naming its place', async () => {
    const answer = await addItem(
      itemForm(vases, { coverImage: cover.downloadURL, media: [photo.downloadURL, '//evil.example/x.png'] }),
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toEqual(['media.1']);
  });

  it('refuses a hostile address on update too', async () => {
    const { body: item } = await addItem(itemForm(vases, { coverImage: cover.downloadURL, media: [] }));
    const answer = await server.post(
      '/item/v1/updateItem',
      { ...itemForm(vases, { coverImage: 'javascript:alert(1)' }), id: item.id },
      asSeller(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toHaveProperty('coverImage');
  });
});

describe('profile and background pictures', () => {
  it('accept an uploaded picture and an empty value (no picture)', async () => {
    const answer = await updateProfile({ profileImage: cover.downloadURL, backgroundImage: photo.downloadURL });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ profileImage: cover.downloadURL, backgroundImage: photo.downloadURL });
    expect((await updateProfile({ backgroundImage: '' })).status).toBe(200);
  });

  it.each(
    HOSTILE.flatMap((address) => [
      ['profileImage', address],
      ['backgroundImage', address],
    ]),
  )('refuse %s = %s, naming the field', async (field, address) => {
    const answer = await updateProfile({ [field]: address });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.body.error.fields)).toEqual([`editedValues.${field}`]);
  });
});
