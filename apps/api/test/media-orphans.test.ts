import { cp, mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploadIdFromUrl } from '@marketplace/contract';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signUpMerchant } from './cart-fixtures.ts';
import { mp4 } from './fixtures/media/files.ts';
import { createUpload, patchUpload } from './fixtures/media/tus-http.ts';
import { startTestServer, type TestServer } from './server.ts';

const EXPIRY_SECONDS = 600;
const ORPHAN_ID = 'f'.repeat(32);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Every file below a folder, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function fileAt(file: string, content: string, modified?: Date): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  if (modified) await utimes(file, modified, modified);
}

describe('files a killed process left half-written', () => {
  let first: AuthTestServer;
  let restarted: TestServer | undefined;
  let dataDir: string;
  let liveId: string;

  beforeAll(async () => {
    // A real upload, half sent, on a first server: its staged files are what a crash leaves behind.
    first = await startAuthServer();
    const seller = await signUpMerchant(first, 'orphans@example.az', 'Orphans');
    const video = mp4(8000);
    const created = await createUpload(first.url, { metadata: { kind: 'video' }, length: video.length, token: seller.token });
    const location = created.headers.get('location')!;
    expect((await patchUpload(first.url, location, 0, video.subarray(0, 3000), seller.token)).status).toBe(204);
    liveId = mediaUploadIdFromUrl(location);

    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-orphans-'));
    await cp(first.config.media.stagingDir, path.join(dataDir, 'uploads'), { recursive: true });
    await first.close();

    const media = path.join(dataDir, 'media');
    // A store cut off by the kill: its upload is gone, nothing writes to it any more.
    await fileAt(path.join(media, `videos/${ORPHAN_ID}.mp4.0123456789ab.partial`), 'cut off', minutesAgo(30));
    await fileAt(path.join(media, `images/${ORPHAN_ID}_thumb.webp.ba9876543210.partial`), 'cut off', minutesAgo(30));
    // A partial of the upload that is still staged, being written right now: kept.
    await fileAt(path.join(media, `videos/${liveId}.mp4.aaaaaaaaaaaa.partial`), 'in progress');
    // The same upload's partial from longer ago than the upload expiry: gone.
    await fileAt(path.join(media, `videos/${liveId}.mp4.bbbbbbbbbbbb.partial`), 'stale', minutesAgo(EXPIRY_SECONDS / 60 + 5));
    // A staged data file whose description was never written (killed at creation), past the expiry.
    await fileAt(path.join(dataDir, 'uploads', 'e'.repeat(32)), '', minutesAgo(EXPIRY_SECONDS / 60 + 5));
    // A finished file is never touched.
    await fileAt(path.join(media, `images/${'c'.repeat(32)}.png`), 'done', minutesAgo(60 * 24 * 30));
  }, 60_000);

  afterAll(async () => {
    await restarted?.close();
  });

  it('are swept when the server starts, while a live upload’s partial and its staged upload stay', async () => {
    restarted = await startTestServer({ dataDir, env: { MEDIA_UPLOAD_EXPIRY_SECONDS: String(EXPIRY_SECONDS) } });
    const removed = await restarted.app.media.startupSweep;
    expect(removed).toHaveLength(4);

    expect((await filesUnder(path.join(dataDir, 'media'))).sort()).toEqual([
      `images/${'c'.repeat(32)}.png`,
      `videos/${liveId}.mp4.aaaaaaaaaaaa.partial`,
    ]);
    expect((await filesUnder(path.join(dataDir, 'uploads'))).sort()).toEqual([liveId, `${liveId}.json`]);
  });
});
