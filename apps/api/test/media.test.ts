import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_RECORD_HEADER, mediaVariantUrl, type UploadRecord } from '@marketplace/contract';
import { createMemoryTransport } from '../src/modules/notifications/service-memory.ts';
import { signUpToken } from './fixtures/media/accounts.ts';
import { HTML_PAGE, jpegWithGps, mp4, png, SVG_IMAGE } from './fixtures/media/files.ts';
import { issueQrCode } from './fixtures/media/qr-codes.ts';
import { askUpload, createUpload, patchUpload, uploadWhole } from './fixtures/media/tus-http.ts';
import { startTestServer, type TestServer } from './server.ts';

let server: TestServer;
let merchant: string;
let otherMerchant: string;
let buyer: string;
const PUBLIC_MEDIA = 'http://localhost:3000/media';
const QR_FILES_CAP = 3;
/** The issued codes by the name each was asked for (the server appends a random part). */
const CODE_NAMES = ['guest-ok-1', 'open-door', 'Wedding_2025', 'gallery-1', 'other-code', 'sweep-1', 'open-1'] as const;
const codes = {} as Record<(typeof CODE_NAMES)[number], string>;

/** Every file below a folder, relative to it (an absent folder counts as empty). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The served file of a download address (which names the public host, not the test port). */
function fetchStored(downloadURL: string, init?: RequestInit) {
  expect(downloadURL.startsWith(`${PUBLIC_MEDIA}/`)).toBe(true);
  return fetch(`${server.url}/media/${downloadURL.slice(PUBLIC_MEDIA.length + 1)}`, init);
}

async function recordOf(answer: { headers: Headers }): Promise<UploadRecord> {
  const id = answer.headers.get(MEDIA_RECORD_HEADER.toLowerCase());
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const response = await fetch(`${server.url}/media/v1/uploads/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as UploadRecord;
}

beforeAll(async () => {
  const memory = createMemoryTransport();
  server = await startTestServer({
    env: { MEDIA_QR_MAX_FILES_PER_CODE: String(QR_FILES_CAP), AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000' },
    auth: { transport: memory },
  });
  merchant = await signUpToken(server.url, memory.sent, 'atelier@example.az', 2);
  buyer = await signUpToken(server.url, memory.sent, 'buyer@example.az', 1);
  otherMerchant = await signUpToken(server.url, memory.sent, 'rival@example.az', 2);
  for (const name of CODE_NAMES) {
    codes[name] = (await issueQrCode(server.url, merchant, { code: name })).code;
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('who may upload', () => {
  it('refuses a cover from a guest (401) and from a buyer (403)', async () => {
    const guest = await createUpload(server.url, { metadata: { kind: 'cover', filename: 'a.jpg' }, length: 1000 });
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('UNAUTHORIZED');
    const asBuyer = await createUpload(server.url, { metadata: { kind: 'cover' }, length: 1000, token: buyer });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.error.code).toBe('FORBIDDEN');
  });

  it('lets a guest upload to a QR code, and names the bad kind or code', async () => {
    const photo = await png(400, 300);
    const done = await uploadWhole(server.url, photo, { kind: 'qr', qrCode: codes['guest-ok-1'], filename: 'p.png' });
    expect(done.status).toBe(204);
    expect(await recordOf(done)).toMatchObject({ kind: 'qr', qrCode: codes['guest-ok-1'], type: 'image', cover: false });

    expect((await createUpload(server.url, { metadata: { kind: 'qr', qrCode: '../x' }, length: 10 })).body.error.code).toBe(
      'QR_CODE_INVALID',
    );
    expect((await createUpload(server.url, { metadata: { kind: 'avatar' }, length: 10 })).body.error.code).toBe(
      'MEDIA_KIND_INVALID',
    );
  });
});

describe('who may continue an upload', () => {
  it('keeps a merchant’s upload to its account: others get 403, guests 401, the owner finishes it', async () => {
    const photo = await png(320, 240);
    const created = await createUpload(server.url, {
      metadata: { kind: 'image', filename: 'mine.png' },
      length: photo.length,
      token: merchant,
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';

    for (const token of [otherMerchant, buyer]) {
      const patch = await patchUpload(server.url, location, 0, photo, token);
      expect(patch.status).toBe(403);
      expect(patch.body.error.code).toBe('FORBIDDEN');
      expect((await askUpload(server.url, location, 'HEAD', token)).status).toBe(403);
      expect((await askUpload(server.url, location, 'DELETE', token)).status).toBe(403);
    }
    const guest = await patchUpload(server.url, location, 0, photo);
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('UNAUTHORIZED');
    expect((await askUpload(server.url, location, 'DELETE')).status).toBe(401);

    const head = await askUpload(server.url, location, 'HEAD', merchant);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('0');
    const done = await patchUpload(server.url, location, 0, photo, merchant);
    expect(done.status).toBe(204);
    expect(await recordOf(done)).toMatchObject({ kind: 'image', type: 'image' });
  });

  it('lets the owner cancel its upload', async () => {
    const created = await createUpload(server.url, { metadata: { kind: 'video' }, length: 5000, token: merchant });
    const location = created.headers.get('location') ?? '';
    expect((await askUpload(server.url, location, 'DELETE', merchant)).status).toBe(204);
    expect((await askUpload(server.url, location, 'HEAD', merchant)).status).toBe(404);
  });

  it('leaves a QR upload open to whoever holds its address', async () => {
    const video = mp4(6000);
    const created = await createUpload(server.url, {
      metadata: { kind: 'qr', qrCode: codes['open-door'] },
      length: video.length,
      token: merchant,
    });
    const location = created.headers.get('location') ?? '';
    expect((await patchUpload(server.url, location, 0, video.subarray(0, 2000))).status).toBe(204);
    const head = await askUpload(server.url, location, 'HEAD', otherMerchant);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('2000');
    const done = await patchUpload(server.url, location, 2000, video.subarray(2000), buyer);
    expect(done.status).toBe(204);
    expect(await recordOf(done)).toMatchObject({ kind: 'qr', qrCode: codes['open-door'], size: 6000 });
  });
});

describe('what may be uploaded', () => {
  it.each([
    ['an HTML page', HTML_PAGE],
    ['an SVG image', SVG_IMAGE],
  ])('refuses %s renamed .jpg, by its bytes, and keeps nothing', async (_name, bytes) => {
    const answer = await uploadWhole(
      server.url,
      bytes,
      { kind: 'image', filename: 'photo.jpg', filetype: 'image/jpeg' },
      merchant,
    );
    expect(answer.created.status).toBe(201);
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe('MEDIA_TYPE_NOT_ALLOWED');
    const id = answer.created.headers.get('location')?.split('/').at(-1);
    expect((await fetch(`${server.url}/media/v1/uploads/${id}`)).status).toBe(404);
    expect(await filesUnder(server.config.media.dir)).not.toContainEqual(expect.stringContaining(id ?? '?'));
  });

  it('refuses a declared length over the cap before storing any byte', async () => {
    const stagingBefore = await filesUnder(server.config.media.stagingDir);
    const answer = await createUpload(server.url, {
      metadata: { kind: 'cover', filename: 'huge.jpg' },
      length: server.config.media.maxBytes.cover + 1,
      token: merchant,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('MEDIA_TOO_LARGE');
    expect(answer.headers.get('location')).toBeNull();
    expect(await filesUnder(server.config.media.stagingDir)).toEqual(stagingBefore);
  });

  it('refuses an image with more pixels than allowed', async () => {
    const flood = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const answer = await uploadWhole(server.url, flood, { kind: 'image', filename: 'flood.png' }, merchant);
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('MEDIA_TOO_MANY_PIXELS');
  }, 30_000);
});

describe('stored files', () => {
  it('strips GPS from a JPEG, keeps it upright and makes the srcset sizes', async () => {
    const original = await jpegWithGps(900, 600);
    const exif = (await sharp(original).metadata()).exif;
    expect(exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag

    const record = await recordOf(await uploadWhole(server.url, original, { kind: 'image', filename: 'g.jpg' }, merchant));
    expect(record).toMatchObject({ type: 'image', cover: false, contentType: 'image/jpeg', width: 900, height: 600 });

    const stored = Buffer.from(await (await fetchStored(record.downloadURL)).arrayBuffer());
    expect(record.size).toBe(stored.length);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    for (const [size, width] of [
      ['thumb', 320],
      ['medium', 640],
      ['large', 1280],
    ] as const) {
      const url = mediaVariantUrl(record.downloadURL, size);
      expect(record.sizes?.[size]).toBe(url);
      const response = await fetchStored(url);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([width, Math.round((width * 2) / 3), undefined]);
    }
  });

  it('files covers, images, videos and QR uploads under the spec paths with server-made names', async () => {
    const photo = await png(300, 200);
    const cover = await recordOf(await uploadWhole(server.url, photo, { kind: 'cover', filename: 'my cover.png' }, merchant));
    const image = await recordOf(await uploadWhole(server.url, photo, { kind: 'image', filename: '../../x.png' }, merchant));
    const video = await recordOf(await uploadWhole(server.url, mp4(4096), { kind: 'video', filename: 'v.mp4' }, merchant));
    const qrImage = await recordOf(
      await uploadWhole(server.url, photo, { kind: 'qr', qrCode: codes.Wedding_2025, filename: 'a.png' }),
    );
    const qrVideo = await recordOf(
      await uploadWhole(server.url, mp4(2048), { kind: 'qr', qrCode: codes.Wedding_2025, filename: 'b.mp4' }),
    );

    const name = String.raw`[0-9a-f]{32}`;
    expect(cover.key).toMatch(new RegExp(`^covers/${name}\\.png$`));
    expect(image.key).toMatch(new RegExp(`^images/${name}\\.png$`));
    expect(video.key).toMatch(new RegExp(`^videos/${name}\\.mp4$`));
    expect(qrImage.key).toMatch(new RegExp(`^specialAreal/QR/${codes.Wedding_2025}/images/${name}\\.png$`));
    expect(qrVideo.key).toMatch(new RegExp(`^specialAreal/QR/${codes.Wedding_2025}/videos/${name}\\.mp4$`));
    expect(cover).toMatchObject({ cover: true, type: 'image', downloadURL: `${PUBLIC_MEDIA}/${cover.key}` });
    expect(video).toMatchObject({ cover: false, type: 'video', size: 4096, contentType: 'video/mp4', sizes: null, width: null });
    expect(qrVideo).toMatchObject({ qrCode: codes.Wedding_2025, metadata: { fullPath: qrVideo.key, size: 2048 } });

    const served = await fetchStored(cover.downloadURL);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const onDisk = await filesUnder(server.config.media.dir);
    expect(onDisk).toContain(cover.key);
    expect(onDisk).toContain(qrVideo.key);
    expect(onDisk.every((file) => /^(covers|images|videos|specialAreal\/QR\/[^/]+\/(images|videos))\//.test(file))).toBe(true);
  });

  it('answers byte ranges of a video (206) and refuses ranges past its end (416)', async () => {
    const bytes = mp4(100_000);
    const video = await recordOf(await uploadWhole(server.url, bytes, { kind: 'video', filename: 'clip.mp4' }, merchant));

    const part = await fetchStored(video.downloadURL, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/100000');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);

    const tail = await fetchStored(video.downloadURL, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(99_990))).toBe(true);

    const beyond = await fetchStored(video.downloadURL, { headers: { range: 'bytes=100000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */100000');
  });

  it('serves only keys the server makes', async () => {
    for (const probe of ['/media/../package.json', '/media/uploads/x', '/media/images/abc.jpg', '/media/v1/upload']) {
      expect((await fetch(`${server.url}${probe}`)).status).toBe(404);
    }
  });
});

describe('the QR gallery', () => {
  it('lists a code’s uploads newest first, page by page, and caps the code', async () => {
    const ids: string[] = [];
    for (const width of [200, 210, 220]) {
      ids.push(
        (await recordOf(await uploadWhole(server.url, await png(width, 100), { kind: 'qr', qrCode: codes['gallery-1'] }))).id,
      );
    }
    // Read by the code's issuer.
    const asIssuer = { headers: { authorization: `Bearer ${merchant}` } };
    const gallery = (query: string, code = codes['gallery-1']) => fetch(`${server.url}/media/v1/qr/${code}${query}`, asIssuer);
    const first = await (await gallery('?page_size=2')).json();
    expect(first.items.map((item: UploadRecord) => item.id)).toEqual([ids[2], ids[1]]);
    expect(first.next_page_token).toEqual(expect.any(String));
    const second = await (await gallery(`?page_size=2&page_token=${first.next_page_token}`)).json();
    expect(second).toMatchObject({ items: [{ id: ids[0], qrCode: codes['gallery-1'], type: 'image' }], next_page_token: null });

    expect((await gallery('', codes['other-code'])).status).toBe(200);
    expect((await (await gallery('', 'bad!code')).json()).error.code).toBe('QR_CODE_INVALID');
    expect((await gallery('?page_token=forged')).status).toBe(400);

    const over = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: codes['gallery-1'] }, length: 100 });
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe('MEDIA_QUOTA_EXCEEDED');
  });
});

describe('the media service', () => {
  it('stores a seeded image buffer through the same path', async () => {
    const record = await server.app.media.storeImageBuffer({ kind: 'cover', ownerId: null, data: await jpegWithGps(640, 480) });
    expect(record).toMatchObject({ cover: true, type: 'image', width: 640, height: 480 });
    expect(record.key).toMatch(/^covers\/[0-9a-f]{32}\.jpg$/);
    const stored = Buffer.from(await (await fetchStored(record.downloadURL)).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    await expect(server.app.media.storeImageBuffer({ kind: 'image', ownerId: null, data: HTML_PAGE })).rejects.toMatchObject({
      code: 'MEDIA_TYPE_NOT_ALLOWED',
    });
  });

  it('sweeps unfinished uploads past their expiry and keeps fresh ones', async () => {
    const stale = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: codes['sweep-1'] }, length: 5000 });
    const fresh = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: codes['sweep-1'] }, length: 5000 });
    const staleId = stale.headers.get('location')?.split('/').at(-1) ?? '';
    await patchUpload(server.url, stale.headers.get('location') ?? '', 0, mp4(1000));
    const sidecar = path.join(server.config.media.stagingDir, `${staleId}.json`);
    const info = JSON.parse(await readFile(sidecar, 'utf8'));
    await writeFile(sidecar, JSON.stringify({ ...info, creation_date: new Date(Date.now() - 2 * 24 * 3600_000).toISOString() }));

    expect(await server.app.media.sweepExpiredUploads()).toBe(1);
    const left = await filesUnder(server.config.media.stagingDir);
    expect(left).not.toContain(staleId);
    expect(left).toContain(fresh.headers.get('location')?.split('/').at(-1));
  });

  it('answers 404 for an unknown or unfinished upload', async () => {
    const unknown = await fetch(`${server.url}/media/v1/uploads/${'0'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('UPLOAD_NOT_FOUND');
    const open = await createUpload(server.url, { metadata: { kind: 'qr', qrCode: codes['open-1'] }, length: 5000 });
    const id = open.headers.get('location')?.split('/').at(-1);
    expect((await fetch(`${server.url}/media/v1/uploads/${id}`)).status).toBe(404);
  });
});
