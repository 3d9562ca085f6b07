import { readFile } from 'node:fs/promises';
import { ACCOUNT_TYPE, API_PATHS, STORAGE_KEYS } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { signedInPage } from '../shop.ts';

// Payouts (issue 25): a store has money available on its ledger; the admin marks a bank transfer of
// it paid in Payouts, and the seller's Earnings show the balance gone down by it, the payout among
// the entries with its bank reference, and the total paid out.

test('the admin marks a payout paid and the seller’s balance follows', async ({ page, browser, sites, outboxDir }) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 100_000;
  const storeName = `Gəncə Xalçaçılıq ${stamp}`;
  const email = uniqueEmail('payout-seller');
  const token = await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.MERCHANT);
  await postJson(`${sites.shopper}${API_PATHS.auth.updateAccount}`, { editedValues: { companyName: storeName } }, token);
  const seller = (await (
    await fetch(`${sites.shopper}${API_PATHS.auth.getClientInfo}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string };

  await test.step('the admin signs in', async () => {
    await page.goto(`${sites.admin}/login`);
    await page.getByLabel('İstifadəçi adı və ya e-poçt').fill(process.env.E2E_ADMIN_IDENTIFIER!);
    await page.getByLabel('Şifrə', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Daxil ol' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
  });

  // The store's balance: a correction of 250 ₼ the admin writes through the API, available at once
  // (the ledger of completed orders is the API tests' reconciliation).
  const adjusted = await page.evaluate(
    async ([path, storeId, keys]) => {
      const answer = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem(keys.token)}` },
        body: JSON.stringify({ storeId, amountQepik: 25_000, reason: 'Kampaniya bonusu' }),
      });
      return answer.status;
    },
    [API_PATHS.ledger.addLedgerAdjustment, seller.id, { token: STORAGE_KEYS.token }] as const,
  );
  expect(adjusted).toBe(200);

  const sellerPage = await signedInPage(browser, sites.merchant, email);
  const entries = sellerPage.getByRole('table', { name: 'Hesab yazıları' });
  await test.step('the seller sees 250 ₼ available in Earnings', async () => {
    await sellerPage.goto(sites.merchant);
    await sellerPage.getByRole('link', { name: 'Gəlirlər' }).first().click();
    await sellerPage.waitForURL((url) => url.pathname === '/earnings');
    await expect(sellerPage.locator('[data-slot="available"] dd').first()).toHaveText('250,00 ₼');
    await expect(entries.getByRole('row', { name: /Düzəliş/ })).toContainText('Kampaniya bonusu');
  });

  await test.step('the admin finds the store in Payouts and marks the whole balance paid', async () => {
    await page.getByRole('link', { name: 'Ödənişlər' }).first().click();
    await page.waitForURL((url) => url.pathname === '/payouts');
    await page.getByRole('searchbox', { name: 'Mağaza axtar' }).fill(storeName);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(storeName) });
    await expect(row).toContainText('250,00 ₼');
    await row.getByRole('button', { name: `Ödənildi — ${storeName}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: 'Bütün balans, 250,00 ₼' })).toBeChecked();
    await dialog.getByLabel('Bank istinadı').fill(`TR-${stamp}`);
    await dialog.getByRole('button', { name: '250,00 ₼ ödənildi' }).click();
    await expect(page.getByText(`${storeName} üçün ödəniş qeyd edildi`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('0,00 ₼');
    await expect(row.getByRole('button', { name: `Ödənildi — ${storeName}` })).toBeDisabled();
  });

  await test.step('the seller’s balance follows: nothing available, 250 ₼ paid out, the payout with its reference', async () => {
    await sellerPage.reload();
    await expect(sellerPage.locator('[data-slot="available"] dd').first()).toHaveText('0,00 ₼');
    await expect(sellerPage.locator('[data-slot="paid-out"] dd').first()).toHaveText('250,00 ₼');
    await expect(entries.getByRole('row', { name: /Ödəniş/ })).toContainText(`TR-${stamp}`);
    await expect(entries.getByRole('row', { name: /Ödəniş/ })).toContainText('−250,00 ₼');
  });

  await test.step('the seller downloads the entries as CSV, its header in Azerbaijani', async () => {
    const [download] = await Promise.all([
      sellerPage.waitForEvent('download'),
      sellerPage.getByRole('button', { name: 'CSV yüklə' }).click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Tarix,Növ,Sifariş,Məbləğ (AZN),İstifadəyə açıq tarix,Qeyd');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 4))).toEqual([
      ['Ödəniş', '', '-250.00'],
      ['Düzəliş', '', '250.00'],
    ]);
  });
});
