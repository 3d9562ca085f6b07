import { ACCOUNT_TYPE, API_PATHS, formatBakuSchedule } from '@marketplace/contract';
import { registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';

// Schedule Notification: the admin schedules a notification for buyers, due now; it reaches a
// signed-in buyer's bell (the unread count) on the page already open, through the live channel
// (no reload, no focus), opens in its popover and is then read.

test('a notification the admin schedules appears in a buyer’s bell and is read from there', async ({
  page,
  browser,
  sites,
  outboxDir,
}) => {
  const title = `Novruz endirimi ${Date.now() % 100_000}`;
  const buyerToken = await registerThroughApi(sites.shopper, outboxDir, uniqueEmail('bell-buyer'), ACCOUNT_TYPE.CLIENT);
  const buyer = await browser.newPage();
  await dismissPromotions(buyer);
  await buyer.addInitScript((token) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', token);
      localStorage.setItem('n_t', '1');
    }
  }, buyerToken);
  await buyer.goto(sites.shopper);
  const bell = buyer.getByRole('button', { name: /^Bildirişlər/ });
  const countReads: string[] = [];

  await test.step('the signed-in buyer has a bell with nothing unread', async () => {
    await expect(bell).toHaveAccessibleName('Bildirişlər');
    // Marks this load of the page (a reload would lose it), and counts the count's reads over HTTP from now on.
    await buyer.evaluate(() => Object.assign(window, { bellPageLoad: true }));
    buyer.on('request', (request) => {
      if (new URL(request.url()).pathname === API_PATHS.mobile.getUnreadNotificationCount) countReads.push(request.url());
    });
  });

  await test.step('the admin writes the notification in the form view and schedules it for this minute', async () => {
    await page.goto(`${sites.admin}/login`);
    await page.getByLabel('İstifadəçi adı və ya e-poçt').fill(process.env.E2E_ADMIN_IDENTIFIER!);
    await page.getByLabel('Şifrə', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Daxil ol' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.goto(`${sites.admin}/notifications`);
    await page.getByRole('button', { name: 'Forma', exact: true }).click();
    await page.getByLabel('Başlıq').fill(title);
    await page.getByLabel('Mətn').fill('Bütün xalçalara 20% endirim');
    await page.getByLabel('Alıcılar').selectOption('user');
    await page.getByLabel('Göndəriləcək vaxt').fill(formatBakuSchedule(new Date()));
    await page.getByLabel('Keçid').fill('/companies');
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    await expect(page.getByLabel('Bildiriş JSON-u')).toHaveValue(new RegExp(`"title": "${title}"`));
    await page.getByRole('button', { name: 'Bildirişi planlaşdır' }).click();
    await expect(page.getByText(/Bildiriş .* üçün planlaşdırıldı/)).toBeVisible();
    await expect(page.getByRole('listitem', { name: title })).toBeVisible();
  });

  await test.step('the buyer’s bell counts it once it is sent, live on the page already open, opens it, and the link leads on', async () => {
    // The job sends it within its minute; the count arrives on the bell's live topic.
    await expect(bell).toHaveAccessibleName('Bildirişlər, 1 oxunmamış', { timeout: 30_000 });
    expect(await buyer.evaluate(() => 'bellPageLoad' in window)).toBe(true);
    expect(countReads).toEqual([]);
    await bell.click();
    const popover = buyer.getByRole('dialog', { name: 'Bildirişlər' });
    const link = popover.getByRole('link', { name: new RegExp(title) });
    await expect(link).toHaveAttribute('href', '/companies');
    // The link leaves the page at once; the read mark is sent on the way and kept by the server.
    const read = buyer.waitForRequest((request) => request.url().endsWith('/mobile/v1/markNotificationsRead'));
    await link.click();
    await read;
    await buyer.waitForURL((url) => url.pathname === '/companies');
    await expect(bell).toHaveAccessibleName('Bildirişlər');
  });
  await buyer.close();
});
