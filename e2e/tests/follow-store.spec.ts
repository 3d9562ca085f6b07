import { ACCOUNT_TYPE, API_PATHS, type Item } from '@marketplace/contract';
import { postJson, registerThroughApi, uniqueEmail } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';
import { hideListedProducts, runTag, sellerWithProduct, signedInPage } from '../shop.ts';

// Follows: a buyer follows a store from its page; when the store lists a new product, the
// followers' notice (an hourly job in production, every minute in this run: FOLLOWER_NOTICE_CRON)
// brings it to the buyer's bell, and the notice opens the new product.

test.afterEach(async ({ sites }) => {
  await hideListedProducts(sites.shopper);
});

test('a buyer follows a store and its new product reaches the bell', async ({ browser, sites, outboxDir }) => {
  test.setTimeout(240_000);
  const tag = runTag();
  const storeName = `Saxsı Evi ${tag}`;
  const seller = await sellerWithProduct(sites.shopper, outboxDir, storeName, `Saxsı küp ${tag}`, 40);
  const first = await postJson<Item>(`${sites.shopper}${API_PATHS.item.getItemsById}`, { id: seller.itemId });
  const buyerEmail = uniqueEmail('follow-buyer');
  await registerThroughApi(sites.shopper, outboxDir, buyerEmail, ACCOUNT_TYPE.CLIENT);
  const buyer = await signedInPage(browser, sites.shopper, buyerEmail);

  await test.step('on the store page, the buyer follows the store', async () => {
    await buyer.goto(`${sites.shopper}/company?id=${first.merchantId}`);
    const follow = buyer.getByRole('button', { name: `İzlə · ${storeName}` });
    await follow.click();
    const following = buyer.getByRole('button', { name: `İzləyirsiniz · ${storeName}` });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await expect(buyer.getByText('1 izləyici')).toBeVisible();
    // Kept: the page read again shows it followed.
    await buyer.reload();
    await expect(buyer.getByRole('button', { name: `İzləyirsiniz · ${storeName}` })).toHaveAttribute('aria-pressed', 'true');
  });

  const newName = `Saxsı vaza ${tag}`;
  const added = await test.step('the store lists a new product', async () => {
    const leaves = (await (await fetch(`${sites.shopper}${API_PATHS.item.getCategoryList}`)).json()) as Array<{
      id: number;
      isLeaf: boolean;
    }>;
    return postJson<{ id: string }>(
      `${sites.shopper}${API_PATHS.item.addNewItem}`,
      {
        productName: newName,
        authorName: 'Usta',
        productPrice: 55,
        discountType: '',
        discountValue: 0,
        saleType: 'item',
        selectedCategory: leaves.find((category) => category.isLeaf)!.id,
        productInfo: '<p>Əl işi vaza.</p>',
        coverImage: `/media/covers/${'d4'.repeat(16)}.webp`,
        media: [],
        itemType: 1,
        attributes: [],
      },
      seller.token,
    );
  });

  await test.step('the follower’s bell brings the new product, and the notice opens it', async () => {
    const bell = buyer.getByRole('button', { name: /^Bildirişlər/ });
    // The job runs within its minute; the count arrives on the bell's live topic.
    await expect(bell).toHaveAccessibleName('Bildirişlər, 1 oxunmamış', { timeout: 150_000 });
    await bell.click();
    const popover = buyer.getByRole('dialog', { name: 'Bildirişlər' });
    const link = popover.getByRole('link', { name: new RegExp(`${storeName} yeni məhsul əlavə edib`) });
    await expect(link).toHaveAttribute('href', `/item?id=${added.id}`);
    await link.click();
    await buyer.waitForURL((url) => url.pathname === '/item' && url.searchParams.get('id') === added.id);
    await expect(buyer.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  });
  await buyer.close();
});
