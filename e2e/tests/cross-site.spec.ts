import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { TEST_PASSWORD, postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';

/** A page on another origin (127.0.0.1 vs localhost: another site to the browser) that the test writes. */
async function startAttackerSite(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The account's kind and name as the API tells its bearer. */
async function profileOf(request: APIRequestContext, base: string, token: string) {
  const answer = await request.get(`${base}/auth/v1/getClientInfo`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { type: number; id: string };
}

function authPopup(page: Page) {
  return page.getByRole('dialog');
}

test('a page on another site cannot upgrade or sign out a signed-in buyer through the browser', async ({
  page,
  sites,
  outboxDir,
}) => {
  const email = uniqueEmail('csrf-buyer');
  await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.CLIENT);

  // Signed in in this browser: the login sets the host's session cookie (SameSite=Lax) in the context.
  const login = await page.request.post(`${sites.shopper}/auth/v1/login`, {
    data: { identifier: email, password: TEST_PASSWORD, type: ACCOUNT_TYPE.CLIENT },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const cookies = await page.context().cookies(sites.shopper);
  expect(cookies.find((cookie) => cookie.name === 'sid')?.sameSite).toBe('Lax');

  const upgrade = `${sites.shopper}/auth/v1/upgradeAccount`;
  const attacker = await startAttackerSite(`<!doctype html><html><body>
    <a id="prize" href="${upgrade}">Win a prize</a>
    <form id="upgrade" method="get" action="${upgrade}"></form>
    <form id="logout" method="post" action="${sites.shopper}/logout"></form>
  </body></html>`);
  try {
    await test.step('a link on the other site (a top-level navigation, cookie sent) is refused', async () => {
      await page.goto(attacker.url);
      const answered = page.waitForResponse((response) => response.url() === upgrade);
      await page.locator('#prize').click();
      const answer = await answered;
      expect(answer.status()).toBe(403);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('CROSS_SITE_REQUEST');
    });

    await test.step('so is a form the other page submits by itself', async () => {
      await page.goto(attacker.url);
      const answered = page.waitForResponse((response) => response.url().startsWith(upgrade));
      await page.evaluate(() => (document.getElementById('upgrade') as HTMLFormElement).submit());
      expect((await answered).status()).toBe(403);
      await page.waitForURL((url) => url.pathname === '/auth/v1/upgradeAccount');

      await page.goto(attacker.url);
      const loggedOut = page.waitForResponse((response) => response.url() === `${sites.shopper}/logout`);
      await page.evaluate(() => (document.getElementById('logout') as HTMLFormElement).submit());
      expect((await loggedOut).status()).toBe(403);
      await page.waitForURL((url) => url.pathname === '/logout');
    });

    await test.step('the account is still a buyer, and still signed in', async () => {
      expect((await profileOf(page.request, sites.shopper, token)).type).toBe(ACCOUNT_TYPE.CLIENT);
    });
  } finally {
    await attacker.close();
  }
});

test("a sign-in link carrying someone else's code does not sign the visitor in", async ({ page, sites, outboxDir }) => {
  const attackerEmail = uniqueEmail('link-attacker');
  const attackerToken = await registerThroughApi(sites.shopper, outboxDir, attackerEmail, ACCOUNT_TYPE.MERCHANT);
  // The attacker asks for a code for a nonce of their own, and sends the link without it.
  const { code } = await postJson<{ code: string }>(
    `${sites.shopper}/auth/v1/createHandoff`,
    { nonce: 'a'.repeat(43) },
    attackerToken,
  );

  const exchanges: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/auth/v1/exchangeHandoff')) exchanges.push(response.status());
  });
  await page.goto(`${sites.merchant}/__rd?__ath&type=2&token=${code}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/__rd'));
  await expect(authPopup(page).getByRole('heading', { name: 'Daxil olun' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The page never offered the code: this tab asked for none.
  expect(exchanges).toEqual([]);
});

test('a seller who signs in on the shopper site reaches the seller panel signed in, through a code bound to that tab', async ({
  page,
  sites,
  outboxDir,
}) => {
  const email = uniqueEmail('travelling-seller');
  await registerThroughApi(sites.shopper, outboxDir, email, ACCOUNT_TYPE.MERCHANT);

  await page.goto(sites.shopper);
  await page.getByRole('banner').getByRole('button', { name: 'Daxil ol' }).click();
  const popup = authPopup(page);
  await popup.getByLabel('E-poçt və ya telefon nömrəsi').fill(email);
  await popup.getByRole('button', { name: 'Davam et' }).click();
  await popup.getByLabel('Şifrə', { exact: true }).fill(TEST_PASSWORD);
  await popup.locator('form').getByRole('button', { name: 'Daxil ol' }).click();

  const panelLink = page.getByRole('link', { name: 'Satıcı panelinə keç' });
  await expect(panelLink).toBeVisible();
  const exchanged = page.waitForResponse((response) => response.url().endsWith('/auth/v1/exchangeHandoff'));
  await panelLink.click();
  expect((await exchanged).status()).toBe(200);
  await page.waitForURL((url) => url.origin === sites.merchant && !url.pathname.startsWith('/__rd'));
  await expect(page.getByRole('navigation', { name: 'Əsas menyu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('n_t'))).toBe('2');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // (Asked through the shopper host's address: this machine's resolver knows no merchant.localhost.)
  expect((await profileOf(page.request, sites.shopper, token!)).type).toBe(ACCOUNT_TYPE.MERCHANT);
});
