import type { Page } from '@playwright/test';
import { ACCOUNT_TYPE, API_PATHS, type QrCode } from '@marketplace/contract';
import { TEST_PASSWORD, nextCode, postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { makePhoto, makeWebm } from '../fixtures/media.ts';

const SELECT = 'Şəkil və ya video seçin';
const DONE = 'Yükləndi';

/** Slows the page's network (CDP), so progress can be watched and a reload lands mid-upload. */
async function throttle(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Guests upload only to a code a seller issued: one seller, signed up through the API (on any host), issues it. */
async function issuedCode(api: string, outboxDir: string): Promise<string> {
  const token = await registerThroughApi(api, outboxDir, uniqueEmail('qr-host'), ACCOUNT_TYPE.MERCHANT);
  return (await postJson<QrCode>(`${api}${API_PATHS.merchant.createQrCode}`, {}, token)).code;
}

test('a missing or malformed QR code gets a clear message', async ({ page, sites }) => {
  await page.goto(`${sites.shopper}/speical/qr`);
  await expect(page.getByRole('heading', { name: 'QR kod tanınmadı' })).toBeVisible();
  await page.goto(`${sites.shopper}/special/qr?qrCode=%3Cb%3E`);
  await expect(page.getByRole('heading', { name: 'QR kod tanınmadı' })).toBeVisible();
  await expect(page.getByLabel(SELECT)).toHaveCount(0);
});

test('a code nobody issued, or one its seller closed, takes no upload and the file says why', async ({
  page,
  sites,
  outboxDir,
}, testInfo) => {
  const photo = testInfo.outputPath('qonaq.png');
  await makePhoto(photo, 3, 'png');
  // The page cannot tell a code nobody issued from one it may not read: the upload itself says.
  await page.goto(`${sites.shopper}/speical/qr?qrCode=never-issued-code`);
  await page.getByLabel(SELECT).setInputFiles(photo);
  await expect(card(page, 'qonaq.png').getByRole('alert')).toContainText(
    'Bu QR kod tapılmadı. Sizə verilən kodu yenidən skan edin.',
  );

  const token = await registerThroughApi(sites.shopper, outboxDir, uniqueEmail('qr-closer'), ACCOUNT_TYPE.MERCHANT);
  const { code } = await postJson<QrCode>(`${sites.shopper}${API_PATHS.merchant.createQrCode}`, {}, token);
  await postJson(`${sites.shopper}${API_PATHS.merchant.revokeQrCode}`, { code }, token);
  await page.goto(`${sites.shopper}/speical/qr?qrCode=${code}`);
  await page.getByLabel(SELECT).setInputFiles(photo);
  await expect(card(page, 'qonaq.png').getByRole('alert')).toContainText('Bu QR kod bağlanıb və artıq yükləmə qəbul etmir.');
});

test('a seller creates a QR code in the panel, and its address opens the upload page', async ({ page, sites, outboxDir }) => {
  const email = uniqueEmail('qr-seller');
  await page.goto(sites.merchant);
  const popup = page.getByRole('dialog');
  await popup.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
  await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
  await popup.getByRole('button', { name: 'Kodu göndər' }).click();
  await popup.getByLabel('Təsdiq kodu').fill(await nextCode(outboxDir, email));
  await popup.getByRole('button', { name: 'Təsdiqlə' }).click();
  await popup.getByLabel('Yeni şifrə').fill(TEST_PASSWORD);
  await popup.getByLabel('Şifrəni təkrarlayın').fill(TEST_PASSWORD);
  await popup.getByRole('button', { name: 'Qeydiyyatı tamamla' }).click();

  const section = page.getByRole('region', { name: 'Qonaqların şəkil və videoları üçün QR kodlar' });
  await section.getByRole('button', { name: 'QR kod yarat' }).click();
  const link = section.getByRole('link', { name: /\/speical\/qr\?qrCode=/ });
  await expect(link).toHaveCount(1);
  await expect(section.getByText(/2 GB-dan 0 GB istifadə olunub/)).toBeVisible();

  // The address names the shopper site as configured; the test server's port differs.
  const address = new URL((await link.getAttribute('href'))!);
  await page.goto(`${sites.shopper}${address.pathname}${address.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xatirələrinizi bizimlə bölüşün');
  await expect(page.getByLabel(SELECT)).toHaveCount(1);
});

test('a guest shares two photos and a short video, watching their progress', async ({
  page,
  sites,
  browser,
  outboxDir,
}, testInfo) => {
  const photoA = testInfo.outputPath('toy-masasi.jpg');
  const photoB = testInfo.outputPath('gelin-ve-bey.png');
  const clip = testInfo.outputPath('reqs.webm');
  await makePhoto(photoA, 1, 'jpeg');
  await makePhoto(photoB, 2, 'png');
  await makeWebm(browser, clip, 600_000);

  const code = await issuedCode(sites.shopper, outboxDir);
  await page.goto(`${sites.shopper}/speical/qr?qrCode=${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xatirələrinizi bizimlə bölüşün');
  await expect(page.getByText('Burada yüklədiyiniz şəkillər sadəcə bizimlə paylaşılır.')).toBeVisible();

  await throttle(page, 150_000);
  await page.getByLabel(SELECT).setInputFiles([photoA, photoB, clip]);

  // Progress is visible while the bytes go out...
  const clipBar = card(page, 'reqs.webm').getByRole('progressbar');
  await expect(clipBar).toBeVisible();
  await expect.poll(async () => Number(await clipBar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
  await throttle(page, null);

  // ...and gone at 100 %: every file is shown as uploaded, the video with its controls.
  for (const name of ['toy-masasi.jpg', 'gelin-ve-bey.png', 'reqs.webm']) {
    await expect(card(page, name).getByText(DONE)).toBeVisible({ timeout: 30_000 });
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(card(page, 'reqs.webm').locator('video[controls]')).toHaveAttribute(
    'src',
    new RegExp(`/media/specialAreal/QR/${code}/videos/`),
  );
  await expect(page.getByText('Təşəkkür edirik! Yükləmə limiti yoxdur — istədiyiniz qədər paylaşın.')).toBeVisible();

  // They survive a reload: the page reads this guest's own files of the code (their browser's key).
  await page.reload();
  const gallery = page.getByRole('region', { name: 'Paylaşılan xatirələr' });
  await expect(gallery.getByRole('listitem')).toHaveCount(3);
  await expect(gallery.locator('video[controls]')).toHaveCount(1);
  const photos = gallery.getByRole('img');
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

test('reloading the page mid-upload resumes the upload where it stopped', async ({
  page,
  sites,
  browser,
  outboxDir,
}, testInfo) => {
  const big = testInfo.outputPath('butun-gece.webm');
  await makeWebm(browser, big, 6 * 1024 * 1024);

  await page.goto(`${sites.shopper}/speical/qr?qrCode=${await issuedCode(sites.shopper, outboxDir)}`);
  await throttle(page, 400_000);
  await page.getByLabel(SELECT).setInputFiles(big);
  const bar = card(page, 'butun-gece.webm').getByRole('progressbar');
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

  await page.reload();
  await throttle(page, null);
  const requests: { method: string; offset: number | null }[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/media/v1/upload')) return;
    const offset = request.headers()['upload-offset'];
    requests.push({ method: request.method(), offset: offset === undefined ? null : Number(offset) });
  });

  // Picking the same file again continues the stored upload instead of starting over.
  await page.getByLabel(SELECT).setInputFiles(big);
  await expect(card(page, 'butun-gece.webm').getByText(DONE)).toBeVisible({ timeout: 30_000 });
  expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  expect(requests[0]?.method).toBe('HEAD');
  const firstPatch = requests.find((request) => request.method === 'PATCH');
  expect(firstPatch?.offset).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Paylaşılan xatirələr' }).locator('video')).toHaveCount(1);
});
