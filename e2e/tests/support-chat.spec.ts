import { SUPPORT_TOKEN_STORAGE_KEY } from '@marketplace/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { dismissPromotions } from '../promotions.ts';

// The support chat: a guest writes to support from the shopper site, an admin answers from the
// Support inbox in another browser, and the guest sees the answers without a reload — in the open
// chat, and while it is closed as a bubble with the reply's start and the new-message dot.

/** The sidebar's unread count of the Support inbox (0 when it shows none). */
async function supportUnread(link: Locator): Promise<number> {
  const name = (await link.getAttribute('aria-label')) ?? (await link.innerText());
  return Number(/(\d+) oxunmamış/.exec(name)?.[1] ?? 0);
}

async function signInAsAdmin(page: Page, adminSite: string) {
  await page.goto(`${adminSite}/login`);
  await page.getByLabel('İstifadəçi adı və ya e-poçt').fill(process.env.E2E_ADMIN_IDENTIFIER!);
  await page.getByLabel('Şifrə', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await page.waitForURL((url) => url.pathname === '/products');
}

test('a guest writes to support and an admin answers from the Support inbox', async ({ page: admin, browser, sites }) => {
  const question = `Salam! ${Date.now() % 100_000} nömrəli sifarişim nə vaxt çatdırılacaq?`;
  const firstAnswer = 'Salam! Sifarişiniz sabah saat 12-yə qədər çatdırılacaq.';
  const secondAnswer = 'Kuryer çatdırılmadan yarım saat əvvəl sizə zəng edəcək.';

  const guestContext = await browser.newContext({ locale: 'az-AZ' });
  const guest = await guestContext.newPage();
  await dismissPromotions(guest);
  const supportButton = guest.getByRole('button', { name: 'Dəstək çatını açın', exact: true });
  const chat = guest.getByRole('region', { name: 'Dəstək xidməti' });
  const field = chat.getByRole('textbox', { name: 'Mesaj' });

  await test.step('the admin opens the Support inbox', async () => {
    await signInAsAdmin(admin, sites.admin);
    await admin
      .getByRole('navigation', { name: 'Əsas menyu' })
      .getByRole('link', { name: /^Dəstək/ })
      .click();
    await admin.waitForURL((url) => url.pathname === '/support');
    await expect(admin.getByRole('heading', { name: 'Dəstək qutusu' })).toBeVisible();
  });
  const sidebarSupport = admin.getByRole('navigation', { name: 'Əsas menyu' }).getByRole('link', { name: /^Dəstək/ });
  const unreadBefore = await supportUnread(sidebarSupport);

  await test.step('a guest without a support token is greeted after 5 s and opens the chat, which clears the greeting', async () => {
    await guest.goto(sites.shopper);
    const welcome = guest.getByRole('status').filter({ hasText: 'Hədiyyə seçməkdə' });
    await expect(welcome).toBeVisible({ timeout: 15_000 });
    await supportButton.click();
    await expect(chat).toBeVisible();
    await expect(welcome).toBeHidden();
    await expect(chat.getByText('Sualınızı yazın')).toBeVisible();
  });

  await test.step('a blank message is not sent', async () => {
    let sent = 0;
    guest.on('request', (request) => {
      if (request.url().endsWith('/chat/v1/sendSupportMessage')) sent += 1;
    });
    await field.fill('    ');
    await field.press('Enter');
    await expect(chat.getByRole('button', { name: 'Göndər' })).toBeDisabled();
    await expect(chat.getByText('Sualınızı yazın')).toBeVisible();
    expect(sent).toBe(0);
    expect(await guest.evaluate((key) => localStorage.getItem(key), SUPPORT_TOKEN_STORAGE_KEY)).toBeNull();
  });

  await test.step('the first message is sent and its chat’s token kept under support_token', async () => {
    await field.fill(question);
    await field.press('Enter');
    await expect(chat.getByRole('log').getByText(question)).toBeVisible();
    await expect
      .poll(() => guest.evaluate((key) => localStorage.getItem(key), SUPPORT_TOKEN_STORAGE_KEY))
      .toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  const row = admin.getByRole('list', { name: 'Dəstək söhbətləri' }).getByRole('link', { name: new RegExp(question) });
  await test.step('the admin’s inbox shows it live, first, with its unread count', async () => {
    await expect(row).toBeVisible();
    await expect(row).toContainText('1 oxunmamış mesaj');
    await expect(admin.getByRole('list', { name: 'Dəstək söhbətləri' }).getByRole('link').first()).toContainText(question);
    await expect.poll(() => supportUnread(sidebarSupport)).toBe(unreadBefore + 1);
  });

  await test.step('the admin opens the conversation (read: the count goes down) and answers as support', async () => {
    await row.click();
    await admin.waitForURL((url) => url.searchParams.has('chat'));
    const conversation = admin.getByRole('region', { name: 'Qonaq' });
    await expect(conversation.getByRole('log').getByText(question)).toBeVisible();
    await expect.poll(() => supportUnread(sidebarSupport)).toBe(unreadBefore);
    const reply = conversation.getByRole('textbox', { name: 'Mesaj' });
    await reply.fill(firstAnswer);
    await reply.press('Enter');
    await expect(conversation.getByRole('log').getByText(firstAnswer)).toBeVisible();
  });

  await test.step('the guest sees the answer in the open chat without a reload', async () => {
    await expect(chat.getByRole('log').getByText(firstAnswer)).toBeVisible();
  });

  await test.step('with the chat closed, a second answer shows the bubble with its start and the new-message dot', async () => {
    await chat.getByRole('button', { name: 'Çatı bağlayın' }).click();
    await expect(chat).toBeHidden();
    const reply = admin.getByRole('region', { name: 'Qonaq' }).getByRole('textbox', { name: 'Mesaj' });
    await reply.fill(secondAnswer);
    await reply.press('Enter');
    const bubble = guest.getByRole('status').filter({ hasText: 'Dəstək xidmətindən yeni cavab' });
    await expect(bubble).toContainText(secondAnswer);
    const unreadButton = guest.getByRole('button', { name: 'Dəstək çatını açın, yeni mesaj var' });
    await expect(unreadButton).toBeVisible();
    await expect(guest.locator('[data-slot="unread-dot"]')).toBeVisible();

    await unreadButton.click();
    await expect(chat.getByRole('log').getByText(secondAnswer)).toBeVisible();
    await expect(supportButton).toBeVisible();
    await expect(bubble).toBeHidden();
  });

  await test.step('the e-mail’s link, the shopper site with ?support, opens the chat on arrival and leaves a clean address', async () => {
    await guest.goto(`${sites.shopper}/?support`);
    await expect(chat).toBeVisible();
    await expect(field).toBeFocused();
    await expect(chat.getByRole('log').getByText(secondAnswer)).toBeVisible();
    await expect.poll(() => new URL(guest.url()).search).toBe('');
  });

  await guestContext.close();
});
