import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MEDIA_UPLOAD_PATH, mediaQrGalleryPath, QR_GUEST_KEY_HEADER } from '@marketplace/contract';
import { HOSTS, request, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { png } from './fixtures/media/files.ts';
import { issueQrCode } from './fixtures/media/qr-codes.ts';
import { createUpload, encodeMetadata, uploadWhole } from './fixtures/media/tus-http.ts';

/**
 * Who may read a QR code's gallery, and who may issue and fill codes: the issuer sees every file, a
 * guest who uploaded only their own, anyone else the answer of a code nobody issued; reads are
 * limited per client (an IPv6 client by its /64); a revoked code lists nothing; a deactivated
 * seller issues nothing and their codes take nothing; the open codes of an issuer are counted and
 * each code's quota capped; an admin's issue and close are audited.
 */

const READS_PER_MINUTE = 40;
const OPEN_CODES = 3;
const MiB = 1024 * 1024;
const GUEST_BYTES_PER_HOUR = 3 * MiB;
const MAX_BYTES_PER_CODE = 64 * MiB;
const PASSWORD = 'correct horse battery';

let server: AuthTestServer;
let seller: SignedIn;
let admin: SignedIn;

const guestKey = (n: number) => `guest-key-${String(n).padStart(12, '0')}`;
const gallery = (code: string, options: RequestOptions = {}) => server.get(mediaQrGalleryPath(code), options);
const asGuest = (key: string, options: RequestOptions = {}): RequestOptions => ({
  ...options,
  headers: { ...options.headers, [QR_GUEST_KEY_HEADER]: key },
});
const asAdmin = (): RequestOptions => ({ token: admin.token, host: HOSTS.admin });

async function guestUpload(code: string, key: string | undefined, width: number): Promise<string> {
  const metadata: Record<string, string> = { kind: 'qr', qrCode: code };
  if (key) metadata.guestKey = key;
  const done = await uploadWhole(server.url, await png(width, 40), metadata);
  expect(done.status).toBe(204);
  return done.headers.get('media-record-id') ?? '';
}

beforeAll(async () => {
  server = await startAuthServer({
    env: {
      MEDIA_QR_GALLERY_READS_PER_MINUTE: String(READS_PER_MINUTE),
      MEDIA_QR_OPEN_CODES_PER_ISSUER: String(OPEN_CODES),
      MEDIA_QR_BYTES_PER_IP_PER_HOUR: String(GUEST_BYTES_PER_HOUR),
      MEDIA_QR_MAX_BYTES_PER_CODE: String(MAX_BYTES_PER_CODE),
    },
  });
  seller = await signUpMerchant(server, 'qr-gallery-seller@example.az', 'Gallery Atelier');
  admin = await signInAdmin(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('issued codes are unguessable', () => {
  it('appends 72 random bits to a name the issuer chooses, and never says a name is taken', async () => {
    const owner = await signUpMerchant(server, 'qr-names@example.az', 'Names');
    const first = await issueQrCode(server.url, owner.token, { code: 'toy' });
    const second = await issueQrCode(server.url, owner.token, { code: 'toy' });
    expect(first.code).toMatch(/^toy-[A-Za-z0-9_-]{12}$/);
    expect(second.code).toMatch(/^toy-[A-Za-z0-9_-]{12}$/);
    expect(second.code).not.toBe(first.code);
    const alone = await issueQrCode(server.url, owner.token);
    expect(alone.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const tooLong = await server.post(API_PATHS.merchant.createQrCode, { code: 'x'.repeat(41) }, { token: owner.token });
    expect([tooLong.status, tooLong.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('reading a gallery', () => {
  let code: string;
  let aliceFiles: string[];
  let bobFile: string;
  let buyer: SignedIn;
  let buyerFile: string;

  beforeAll(async () => {
    code = (await issueQrCode(server.url, seller.token, { code: 'wedding' })).code;
    aliceFiles = [await guestUpload(code, guestKey(1), 50), await guestUpload(code, guestKey(1), 51)];
    bobFile = await guestUpload(code, guestKey(2), 52);
    await guestUpload(code, undefined, 53);
    buyer = await signUpBuyer(server, 'qr-gallery-buyer@example.az');
    const signedIn = await uploadWhole(server.url, await png(54, 40), { kind: 'qr', qrCode: code }, buyer.token);
    buyerFile = signedIn.headers.get('media-record-id') ?? '';
  }, 60_000);

  const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id).sort();

  it('shows the issuer every file, with the code’s state', async () => {
    const answer = await gallery(code, { token: seller.token });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(5);
    expect(answer.body.code.state).toBe('open');
    expect(String(answer.headers['cache-control'])).toContain('no-store');
  });

  it('shows a guest only the files sent with their key, and a signed-in uploader only theirs', async () => {
    expect(idsOf((await gallery(code, asGuest(guestKey(1)))).body)).toEqual([...aliceFiles].sort());
    expect(idsOf((await gallery(code, asGuest(guestKey(2)))).body)).toEqual([bobFile]);
    expect(idsOf((await gallery(code, { token: buyer.token })).body)).toEqual([buyerFile]);
  });

  it('tells a stranger nothing: the answer for a code they may not read is the one for a code nobody issued', async () => {
    const missing = await gallery('never-issued-code-123');
    const strangers = [
      await gallery(code),
      await gallery(code, asGuest(guestKey(3))),
      await gallery(code, { token: (await signUpMerchant(server, 'qr-other-seller@example.az', 'Other')).token }),
      // An admin who did not issue the code reads it no more than anyone.
      await gallery(code, { token: admin.token }),
    ];
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'QR_CODE_UNKNOWN', message: expect.any(String) } });
    for (const answer of strangers) expect([answer.status, answer.body]).toEqual([missing.status, missing.body]);
    const malformed = await gallery(code, asGuest('short'));
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a malformed guest key on an upload', async () => {
    const bad = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: code, guestKey: 'no' }, length: 100 });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('lists nothing once the code is revoked, to its issuer or its guests, and uploads stop', async () => {
    expect((await server.post(API_PATHS.merchant.revokeQrCode, { code }, { token: seller.token })).status).toBe(200);
    const issuer = await gallery(code, { token: seller.token });
    expect([issuer.status, issuer.body.items, issuer.body.code.state]).toEqual([200, [], 'expired']);
    const guest = await gallery(code, asGuest(guestKey(1)));
    expect([guest.status, guest.body.items]).toEqual([200, []]);
    const stranger = await gallery(code, asGuest(guestKey(3)));
    expect([stranger.status, stranger.body.error.code]).toEqual([404, 'QR_CODE_UNKNOWN']);
    const upload = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: code }, length: 100 });
    expect(upload.status).toBe(410);
  });

  it(`answers 429 after ${READS_PER_MINUTE} reads a minute from one client, whatever code it asks for`, async () => {
    const from = '127.0.0.9';
    const statuses: number[] = [];
    for (let n = 0; n < READS_PER_MINUTE + 5; n += 1) {
      statuses.push((await request(server.url, 'GET', mediaQrGalleryPath(`guess-${n}-abcdefgh`), undefined, { from })).status);
    }
    expect(statuses.slice(0, READS_PER_MINUTE).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(READS_PER_MINUTE)).toEqual(Array(5).fill(429));
    const refused = await request(server.url, 'GET', mediaQrGalleryPath(code), undefined, { from, token: seller.token });
    expect([refused.status, refused.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client reads on.
    expect((await request(server.url, 'GET', mediaQrGalleryPath(code), undefined, { from: '127.0.0.10' })).status).toBe(404);
  });

  it('counts the reads of an IPv6 client by its /64', async () => {
    const read = (remoteAddress: string) =>
      server.app.inject({ method: 'GET', url: mediaQrGalleryPath('some-code-abcdefgh'), remoteAddress });
    for (let n = 0; n < READS_PER_MINUTE; n += 1)
      expect((await read(`2001:db8:7:8::${(n + 1).toString(16)}`)).statusCode).toBe(404);
    expect((await read('2001:db8:7:8:ffff::1')).statusCode).toBe(429);
    expect((await read('2001:db8:7:9::1')).statusCode).toBe(404);
  });
});

describe('issuers', () => {
  it('a deactivated seller issues no code, and their codes take no upload until the store is active again', async () => {
    const owner = await signUpMerchant(server, 'qr-deactivated@example.az', 'Soon Inactive');
    const code = (await issueQrCode(server.url, owner.token)).code;
    expect((await createUpload(server.url, { metadata: { kind: 'qr', qrCode: code }, length: 100 })).status).toBe(201);

    const status = (value: 'ACTIVE' | 'INACTIVE') =>
      server.post(API_PATHS.company.updateCompanyStatus, { id: owner.id, status: value }, asAdmin());
    expect((await status('INACTIVE')).status).toBe(200);
    const login = await server.post(
      '/auth/v1/login',
      { identifier: 'qr-deactivated@example.az', password: PASSWORD },
      { host: HOSTS.merchant },
    );
    expect(login.status).toBe(200);
    const refused = await server.post(API_PATHS.merchant.createQrCode, {}, { token: login.body.token });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'PARTNER_INACTIVE']);
    const upload = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: code }, length: 100 });
    expect([upload.status, upload.body.error.code]).toEqual([410, 'QR_CODE_EXPIRED']);
    const listed = await server.get(API_PATHS.merchant.getQrCodes, { token: login.body.token });
    expect(listed.body.codes[0]).toMatchObject({ code, state: 'expired', revoked: false });

    expect((await status('ACTIVE')).status).toBe(200);
    expect((await createUpload(server.url, { metadata: { kind: 'qr', qrCode: code }, length: 100 })).status).toBe(201);
  });

  it(`holds an issuer to ${OPEN_CODES} open codes (409 QR_CODE_LIMIT_REACHED); a revoked one frees its place`, async () => {
    const owner = await signUpMerchant(server, 'qr-many@example.az', 'Many Codes');
    const issued = [];
    for (let n = 0; n < OPEN_CODES; n += 1) issued.push(await issueQrCode(server.url, owner.token));
    const over = await server.post(API_PATHS.merchant.createQrCode, {}, { token: owner.token });
    expect([over.status, over.body.error.code, over.body.error.max]).toEqual([409, 'QR_CODE_LIMIT_REACHED', OPEN_CODES]);
    await server.post(API_PATHS.merchant.revokeQrCode, { code: issued[0]!.code }, { token: owner.token });
    expect((await server.post(API_PATHS.merchant.createQrCode, {}, { token: owner.token })).status).toBe(200);
  });

  it('counts codes issued in parallel one by one', async () => {
    const owner = await signUpMerchant(server, 'qr-parallel@example.az', 'Parallel');
    const answers = await Promise.all(
      Array.from({ length: OPEN_CODES + 3 }, () => server.post(API_PATHS.merchant.createQrCode, {}, { token: owner.token })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(OPEN_CODES);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
  });

  it(`caps a code's quota at ${MAX_BYTES_PER_CODE} bytes, its default too`, async () => {
    const owner = await signUpMerchant(server, 'qr-quota@example.az', 'Quota');
    const tooBig = await server.post(
      API_PATHS.merchant.createQrCode,
      { quotaBytes: MAX_BYTES_PER_CODE + 1 },
      { token: owner.token },
    );
    expect([tooBig.status, tooBig.body.error.code, tooBig.body.error.fields]).toEqual([
      400,
      'VALIDATION_FAILED',
      { quotaBytes: 'out_of_range' },
    ]);
    expect((await issueQrCode(server.url, owner.token)).quotaBytes).toBe(MAX_BYTES_PER_CODE);
  });

  it('records an admin’s issue and close of a code in the audit log, and a seller’s in neither', async () => {
    const made = await issueQrCode(server.url, admin.token, { code: 'admin-party', title: 'Gala' });
    const sellers = await issueQrCode(server.url, seller.token);
    expect((await server.post(API_PATHS.merchant.revokeQrCode, { code: made.code }, { token: admin.token })).status).toBe(200);
    // An admin closing a seller's code is recorded with the owner.
    expect((await server.post(API_PATHS.merchant.revokeQrCode, { code: sellers.code }, { token: admin.token })).status).toBe(200);
    // A second close changes nothing and records nothing.
    await server.post(API_PATHS.merchant.revokeQrCode, { code: made.code }, { token: admin.token });

    const log = async (action: string) =>
      (await server.get(`${API_PATHS.admin.getAuditLog}?action=${action}`, asAdmin())).body.items as {
        admin: { id: string };
        target: { kind: string; id: string };
        details: Record<string, unknown>;
      }[];
    const created = await log('QR_CODE_CREATED');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      admin: { id: admin.id },
      target: { kind: 'qrCode', id: made.code },
      details: { title: 'Gala', quotaBytes: made.quotaBytes, expiresAt: made.expiresAt },
    });
    const revoked = await log('QR_CODE_REVOKED');
    expect(revoked.map((entry) => [entry.target.id, entry.details.ownerId])).toEqual([
      [sellers.code, seller.id],
      [made.code, admin.id],
    ]);
  });
});

describe('the guest byte cap', () => {
  it('counts an IPv6 guest’s bytes by their /64, as the other limits do', async () => {
    const code = (await issueQrCode(server.url, seller.token)).code;
    const create = (remoteAddress: string, length: number) =>
      server.app.inject({
        method: 'POST',
        url: MEDIA_UPLOAD_PATH,
        remoteAddress,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': String(length),
          'upload-metadata': encodeMetadata({ kind: 'qr', qrCode: code }),
        },
      });
    expect((await create('2001:db8:aa:bb::1', 2 * MiB)).statusCode).toBe(201);
    const sameNetwork = await create('2001:db8:aa:bb:1234::2', 2 * MiB);
    expect([sameNetwork.statusCode, sameNetwork.json().error.code]).toEqual([429, 'QR_GUEST_BYTES_EXCEEDED']);
    expect((await create('2001:db8:aa:bc::1', 2 * MiB)).statusCode).toBe(201);
  });
});
