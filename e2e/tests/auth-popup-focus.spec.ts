import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';
import { untilHydrated } from '../hydration.ts';

/** Opens the auth popup from the keyboard with `opener`, closes it with Escape, and expects the focus back on `opener`. */
async function escapeReturnsFocus(page: Page, opener: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup.getByLabel('E-poçt və ya telefon nömrəsi')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(opener).toBeFocused();
}

async function anyItemUrl(request: APIRequestContext, base: string): Promise<string> {
  const answer = await request.get(`${base}/item/v1/getAllItems?page_size=1`);
  const { items } = (await answer.json()) as { items: Array<{ id: string }> };
  return `${base}/item?name=demo&id=${encodeURIComponent(items[0]!.id)}`;
}

test('the shopper navbar, add to cart and custom order get the focus back when the auth popup is closed with Escape', async ({
  page,
  sites,
}) => {
  await dismissPromotions(page);
  await page.goto(await anyItemUrl(page.request, sites.shopper));
  await untilHydrated(page);
  await escapeReturnsFocus(page, page.getByRole('banner').getByRole('button', { name: 'Daxil ol' }));
  await escapeReturnsFocus(page, page.getByRole('button', { name: 'Səbətə at' }));
  await escapeReturnsFocus(page, page.getByRole('button', { name: 'Fərdi sifariş' }));
});

test("the seller panel's sign-in and sign-up buttons get the focus back when the auth popup is closed with Escape", async ({
  page,
  sites,
}) => {
  await page.goto(sites.merchant);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await escapeReturnsFocus(page, page.getByRole('button', { name: 'Hesabla daxil ol' }));
  await escapeReturnsFocus(page, page.getByRole('button', { name: 'Satıcı kimi qeydiyyat' }));

  await page.goto(`${sites.merchant}/joinus`);
  await escapeReturnsFocus(page, page.getByRole('button', { name: 'Artıq mağazam var' }));
  await escapeReturnsFocus(page, page.getByRole('button', { name: 'Mağazamı pulsuz aç' }));
});

test('a buyer e-mail signing up on the seller panel: the conflict screen and the sign-in before the upgrade give the focus back to the sign-up button', async ({
  page,
  sites,
  outboxDir,
}) => {
  const email = uniqueEmail('focus-upgrade');
  await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.CLIENT);
  await page.goto(sites.merchant);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  const signUp = page.getByRole('button', { name: 'Satıcı kimi qeydiyyat' });

  const signUpAs = async () => {
    await signUp.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog');
    await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
    await popup.getByRole('button', { name: 'Kodu göndər' }).click();
    await expect(page.getByRole('dialog', { name: 'Hesab Növü Dəyişikliyi Xəbərdarlığı' })).toBeVisible();
  };

  await signUpAs();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(signUp).toBeFocused();

  await signUpAs();
  await page.getByRole('button', { name: 'Satıcı hesabına yüksəlt' }).click();
  await expect(page.getByRole('dialog', { name: 'Hesabın sizin olduğunu təsdiqləyin' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(signUp).toBeFocused();
});
