import type { Browser, Page } from '@playwright/test';
import { mediaQrGalleryPath } from '@marketplace/contract';
import { TEST_PASSWORD, nextCode, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { makePhoto } from '../fixtures/media.ts';

const SELECT = 'Şəkil və ya video seçin';
const SHARED = 'Paylaşılan xatirələr';

async function signUpSeller(page: Page, merchantSite: string, outboxDir: string) {
  const email = uniqueEmail('qr-gallery-seller');
  await page.goto(merchantSite);
  const popup = page.getByRole('dialog');
  await popup.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
  await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
  await popup.getByRole('button', { name: 'Kodu göndər' }).click();
  await popup.getByLabel('Təsdiq kodu').fill(await nextCode(outboxDir, email));
  await popup.getByRole('button', { name: 'Təsdiqlə' }).click();
  await popup.getByLabel('Yeni şifrə').fill(TEST_PASSWORD);
  await popup.getByLabel('Şifrəni təkrarlayın').fill(TEST_PASSWORD);
  await popup.getByRole('button', { name: 'Qeydiyyatı tamamla' }).click();
}

const newPage = async (browser: Browser) => (await browser.newContext({ locale: 'az-AZ' })).newPage();

test('a seller prints a QR code, a guest shares a photo through it, only the two of them see it, and a closed code lists nothing', async ({
  page,
  browser,
  sites,
  outboxDir,
}, testInfo) => {
  // Three browsers and an upload on a shared machine.
  test.setTimeout(180_000);
  const photo = testInfo.outputPath('toy-sekli.jpg');
  await makePhoto(photo, 7, 'jpeg');

  // The seller creates a titled code and sees it as a QR image with its link.
  await signUpSeller(page, sites.merchant, outboxDir);
  const section = page.getByRole('region', { name: 'Qonaqların şəkil və videoları üçün QR kodlar' });
  await section.getByLabel('Ad (istəyə bağlı)').fill('Aysel və Muradın toyu');
  await section.getByRole('button', { name: 'QR kod yarat' }).click();
  const codeCard = section.getByRole('article', { name: 'Aysel və Muradın toyu' });
  const image = codeCard.getByRole('img', { name: '“Aysel və Muradın toyu” QR kodu' });
  await expect(image).toBeVisible();
  expect(await image.locator('path').getAttribute('d')).toMatch(/^M\d/);
  await expect(codeCard.getByRole('link', { name: 'PNG yüklə' })).toHaveAttribute('href', /^data:image\/png;base64,/);
  await expect(codeCard.getByRole('link', { name: 'SVG yüklə' })).toHaveAttribute('href', /^data:image\/svg\+xml/);
  const link = codeCard.getByRole('link', { name: /\/speical\/qr\?qrCode=/ });
  // The address names the shopper site as configured; the test server's port may differ.
  const address = new URL((await link.getAttribute('href'))!);
  const code = address.searchParams.get('qrCode')!;
  expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);

  // Printed, the sheet holds the code large with its title and link, and none of the buttons.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await codeCard.getByRole('button', { name: 'Çap et' }).click();
  await page.emulateMedia({ media: 'print' });
  // Only the printed card is left on the page (the region around it is hidden, so it is found by its mark).
  const printed = page.locator('[data-qr-print-target]');
  await expect(page.getByRole('button', { name: 'Linki kopyala' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'QR kod yarat' })).toBeHidden();
  await expect(printed.getByRole('heading', { name: 'Aysel və Muradın toyu' })).toBeVisible();
  await expect(printed.getByRole('link', { name: address.href })).toBeVisible();
  expect((await printed.locator('[data-slot="qr-image"]').boundingBox())!.width).toBeGreaterThan(400);
  await expect(printed.getByText('Şəkil və videolarınızı bizimlə paylaşmaq üçün kodu skan edin.')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });

  // A guest shares a photo through the code's page, and sees it again after a reload.
  const guest = await newPage(browser);
  const guestPage = `${sites.shopper}${address.pathname}${address.search}`;
  await guest.goto(guestPage);
  await guest.getByLabel(SELECT).setInputFiles(photo);
  await expect(guest.getByRole('article', { name: 'toy-sekli.jpg' }).getByText('Yükləndi')).toBeVisible({ timeout: 30_000 });
  await guest.reload();
  await expect(guest.getByRole('region', { name: SHARED }).getByRole('img')).toHaveCount(1);

  // A stranger with the same link sees the uploader but nothing shared; the gallery answers them as for a code nobody issued.
  const stranger = await newPage(browser);
  await stranger.goto(guestPage);
  await expect(stranger.getByLabel(SELECT)).toHaveCount(1);
  await expect(stranger.getByRole('region', { name: SHARED })).toHaveCount(0);
  const read = (qrCode: string) =>
    stranger.evaluate(async (path) => {
      const answer = await fetch(path);
      return { status: answer.status, body: (await answer.json()) as { error: { code: string } } };
    }, mediaQrGalleryPath(qrCode));
  const forbidden = await read(code);
  expect(forbidden).toEqual(await read('never-issued-code'));
  expect([forbidden.status, forbidden.body.error.code]).toEqual([404, 'QR_CODE_UNKNOWN']);

  // The seller sees what was shared.
  await page.reload();
  await codeCard.getByRole('button', { name: 'Şəkillər (1)' }).click();
  await expect(codeCard.getByRole('region', { name: SHARED }).getByRole('img')).toHaveCount(1);

  // Closed, the code lists nothing: to its seller or to the guest.
  await codeCard.getByRole('button', { name: 'Kodu bağla' }).click();
  await expect(codeCard.getByText(/^Bağlıdır/)).toBeVisible();
  await expect(codeCard.getByText('Bu kodla hələ heç nə paylaşılmayıb.')).toBeVisible();
  await expect(codeCard.getByRole('region', { name: SHARED })).toHaveCount(0);
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Bu QR kod bağlanıb' })).toBeVisible();
  await expect(guest.getByRole('region', { name: SHARED })).toHaveCount(0);
});
