import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, IDEMPOTENT_REPLAY_HEADER, MEDIA_UPLOAD_PATH, mediaQrGalleryPath } from '@marketplace/contract';
import { request, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signInAdmin, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { png } from './fixtures/media/files.ts';
import { issueQrCode } from './fixtures/media/qr-codes.ts';
import { createUpload, encodeMetadata, uploadWhole } from './fixtures/media/tus-http.ts';

const GUEST_BYTES_PER_HOUR = 3 * 1024 * 1024;
const MiB = 1024 * 1024;

let server: AuthTestServer;
let seller: SignedIn;
let rival: SignedIn;
let buyerToken: string;
let admin: SignedIn;

/** A guest's tus creation from a chosen local address (every 127.x.x.x is a distinct source). */
function createFrom(from: string, qrCode: string, length: number) {
  return request(server.url, 'POST', MEDIA_UPLOAD_PATH, undefined, {
    from,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': encodeMetadata({ kind: 'qr', qrCode }),
    },
  });
}

beforeAll(async () => {
  server = await startAuthServer({ env: { MEDIA_QR_BYTES_PER_IP_PER_HOUR: String(GUEST_BYTES_PER_HOUR) } });
  seller = await signUpMerchant(server, 'qr-atelier@example.az', 'QR Atelier');
  rival = await signUpMerchant(server, 'qr-rival@example.az', 'Rival');
  buyerToken = (await server.signUp('qr-buyer@example.az', 1)).body.token;
  admin = await signInAdmin(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('issuing QR codes', () => {
  it('lets sellers and admins issue codes, refuses guests (401) and buyers (403)', async () => {
    const path = API_PATHS.merchant.createQrCode;
    expect((await server.post(path, {})).status).toBe(401);
    const asBuyer = await server.post(path, {}, { token: buyerToken });
    expect([asBuyer.status, asBuyer.body.error.code]).toEqual([403, 'FORBIDDEN']);

    const made = await server.post(path, { title: 'Toy', quotaBytes: 5 * MiB }, { token: seller.token });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      title: 'Toy',
      ownerId: seller.id,
      quotaBytes: 5 * MiB,
      usedBytes: 0,
      state: 'open',
      revoked: false,
    });
    expect(made.body.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const expiresInDays = (Date.parse(made.body.expiresAt) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(29.9);
    expect(expiresInDays).toBeLessThanOrEqual(30);

    const byAdmin = await server.post(path, { code: 'admin-event' }, { token: admin.token });
    expect(byAdmin.body).toMatchObject({ code: expect.stringMatching(/^admin-event-/), ownerId: admin.id });
    // The same name again is another code: nobody learns which names were chosen before.
    const again = await server.post(path, { code: 'admin-event' }, { token: seller.token });
    expect(again.status).toBe(200);
    expect(again.body.code).toMatch(/^admin-event-/);
    expect(again.body.code).not.toBe(byAdmin.body.code);
  });

  it('refuses unknown fields and an expiry in the past or over a year away', async () => {
    const path = API_PATHS.merchant.createQrCode;
    const unknown = await server.post(path, { quota: 5 }, { token: seller.token });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'UNKNOWN_FIELD']);
    for (const expiresAt of [new Date(Date.now() - 1000).toISOString(), new Date(Date.now() + 400 * 86_400_000).toISOString()]) {
      const refused = await server.post(path, { expiresAt }, { token: seller.token });
      expect([refused.status, refused.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('shows a seller only their own codes and lets only the owner or an admin close one (another seller hears 404)', async () => {
    const own = await issueQrCode(server.url, seller.token, { code: 'seller-own' });
    const theirs = await issueQrCode(server.url, rival.token, { code: 'rival-own' });
    const listed = await server.get(API_PATHS.merchant.getQrCodes, { token: seller.token });
    const codes = listed.body.codes.map((code: { code: string }) => code.code);
    expect(codes).toContain(own.code);
    expect(codes).not.toContain(theirs.code);
    const all = await server.get(API_PATHS.merchant.getQrCodes, { token: admin.token });
    expect(all.body.codes.map((code: { code: string }) => code.code)).toEqual(expect.arrayContaining([own.code, theirs.code]));

    const stolen = await server.post(API_PATHS.merchant.revokeQrCode, { code: theirs.code }, { token: seller.token });
    expect([stolen.status, stolen.body.error.code]).toEqual([404, 'QR_CODE_UNKNOWN']);
    const closed = await server.post(API_PATHS.merchant.revokeQrCode, { code: own.code }, { token: seller.token });
    expect(closed.body).toMatchObject({ code: own.code, revoked: true, state: 'expired' });
    const byAdmin = await server.post(API_PATHS.merchant.revokeQrCode, { code: theirs.code }, { token: admin.token });
    expect(byAdmin.body).toMatchObject({ revoked: true });
  });
});

describe('guest uploads to QR codes', () => {
  it('takes uploads only for an issued, open code (404 QR_CODE_UNKNOWN, 410 QR_CODE_EXPIRED)', async () => {
    const photo = await png(40, 30);
    const unknown = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: 'never-issued' }, length: photo.length });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'QR_CODE_UNKNOWN']);
    const gallery = await server.get(mediaQrGalleryPath('never-issued'));
    expect([gallery.status, gallery.body.error.code]).toEqual([404, 'QR_CODE_UNKNOWN']);

    const code = await issueQrCode(server.url, seller.token, { code: 'short-party' });
    const done = await uploadWhole(server.url, photo, { kind: 'qr', qrCode: code.code });
    expect(done.status).toBe(204);
    const open = await server.get(mediaQrGalleryPath(code.code), { token: seller.token });
    expect(open.body).toMatchObject({ items: [{ qrCode: code.code }], code: { state: 'open', expiresAt: code.expiresAt } });

    await server.post(API_PATHS.merchant.revokeQrCode, { code: code.code }, { token: seller.token });
    const closed = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: code.code }, length: photo.length });
    expect([closed.status, closed.body.error.code]).toEqual([410, 'QR_CODE_EXPIRED']);
    // A closed code lists nothing, even to its issuer; the page learns the code is closed.
    expect((await server.get(mediaQrGalleryPath(code.code), { token: seller.token })).body).toMatchObject({
      items: [],
      code: { state: 'expired' },
    });
  });

  it('refuses an upload over the code’s byte quota (413) and says when the quota is used up', async () => {
    const code = await issueQrCode(server.url, seller.token, { quotaBytes: 1 * MiB });
    const over = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: code.code }, length: MiB + 1 });
    expect([over.status, over.body.error.code]).toEqual([413, 'MEDIA_QUOTA_EXCEEDED']);
    const fits = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: code.code }, length: MiB });
    expect(fits.status).toBe(201);
  });

  it(`caps the bytes one address sends to QR codes per hour (${GUEST_BYTES_PER_HOUR} here) with 429 QR_GUEST_BYTES_EXCEEDED`, async () => {
    const code = await issueQrCode(server.url, seller.token, { code: 'busy-wedding' });
    expect((await createFrom('127.0.0.7', code.code, 2 * MiB)).status).toBe(201);
    const refused = await createFrom('127.0.0.7', code.code, 2 * MiB);
    expect([refused.status, refused.body.error.code]).toEqual([429, 'QR_GUEST_BYTES_EXCEEDED']);
    expect(refused.body.error.retry_after).toBeGreaterThan(0);
    expect(refused.body.error.retry_after).toBeLessThanOrEqual(3600);
    // What is left of the hour still fits, and another guest has a share of their own.
    expect((await createFrom('127.0.0.7', code.code, MiB)).status).toBe(201);
    expect((await createFrom('127.0.0.8', code.code, 2 * MiB)).status).toBe(201);
  });
});

describe('idempotent upload creation', () => {
  it('answers a retried creation with the same upload, and refuses the key for another request (422)', async () => {
    const code = await issueQrCode(server.url, seller.token, { code: 'retry-party' });
    const metadata = { kind: 'qr', qrCode: code.code, filename: 'a.mp4' };
    const first = await createUpload(server.url, { metadata, length: 5000, headers: { 'idempotency-key': 'upload-1' } });
    const again = await createUpload(server.url, { metadata, length: 5000, headers: { 'idempotency-key': 'upload-1' } });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    const staged = (await readdir(server.config.media.stagingDir)).filter((name) => name.endsWith('.json'));
    expect(staged.filter((name) => first.headers.get('location')?.endsWith(name.replace('.json', '')))).toHaveLength(1);

    const other = await createUpload(server.url, { metadata, length: 6000, headers: { 'idempotency-key': 'upload-1' } });
    expect([other.status, other.body.error.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const bad = await createUpload(server.url, { metadata, length: 5000, headers: { 'idempotency-key': 'é' } });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'IDEMPOTENCY_KEY_INVALID']);
  });
});

describe('the free disk reserve', () => {
  let full: AuthTestServer | undefined;
  afterAll(async () => full?.close());

  it('refuses every new upload with 507 MEDIA_STORAGE_FULL and writes nothing', async () => {
    // A reserve larger than any disk: this server is "full" from the start.
    full = await startAuthServer({ env: { MEDIA_MIN_FREE_BYTES: String(2 ** 52) } });
    const owner = await signUpMerchant(full, 'full-disk@example.az', 'Full Disk');
    const code = await issueQrCode(full.url, owner.token, { code: 'full-disk' });
    const guest = await createUpload(full.url, { metadata: { kind: 'qr', qrCode: code.code }, length: 5000 });
    expect([guest.status, guest.body.error.code]).toEqual([507, 'MEDIA_STORAGE_FULL']);
    const cover = await createUpload(full.url, { metadata: { kind: 'cover' }, length: 5000, token: owner.token });
    expect([cover.status, cover.body.error.code]).toEqual([507, 'MEDIA_STORAGE_FULL']);
    expect(await readdir(full.config.media.stagingDir).catch(() => [])).toEqual([]);
    expect((await full.get(mediaQrGalleryPath(code.code), { token: owner.token })).body.items).toEqual([]);
  });
});
