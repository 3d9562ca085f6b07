import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, MERCHANT_STATUS } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { accounts, appMeta, categories } from '../../db/schema.ts';
import { findAccountByIdentifier, insertAccount } from '../auth/accounts.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { createCategory } from '../categories/service.ts';
import { catalogueChanged } from '../items/events.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoHelpRequests } from './demo-help.ts';
import { seedDemoStatistics } from './demo-statistics.ts';
import { seedDemoCoupons } from './demo-coupons.ts';
import { createItems } from '../items/service.ts';
import { ensureSellerRecord } from '../sellers/service.ts';
import { DEMO_CATEGORIES, leavesOf, type DemoCategory } from './demo-categories.ts';
import { seedDemoChats } from './demo-chats.ts';
import { seedDemoLedger } from './demo-ledger.ts';
import { seedDemoDeliveryOptions, seedDemoOrders } from './demo-orders.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { issueDemoQrCode } from './demo-qr-code.ts';
import { storeDemoImages, type DemoImageUrls, type StoreImage } from './demo-images.ts';
import { demoProduct, randomOf } from './demo-products.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_STORES, type DemoStore } from './demo-stores.ts';

/** app_meta key: `{ state: 'running' | 'done' | 'skipped', ... }`. */
export const DEMO_SEED_KEY = 'demo_seed';
/** A 'running' claim older than this belongs to a process that died; another may take over. */
const STALE_CLAIM_MINUTES = 10;

export interface SeedSize {
  stores: number;
  items: number;
}
export const DEMO_SIZE: SeedSize = { stores: DEMO_STORES.length, items: 300 };

export interface SeedDeps {
  db: Database;
  storeImage: StoreImage;
  hasher: PasswordHasher;
  now?: () => Date;
  log?: (message: string) => void;
}

export type SeedOutcome =
  | { outcome: 'seeded'; stores: number; items: number; ms: number }
  | { outcome: 'already-seeded' | 'has-own-data' | 'claimed-elsewhere' };

export const demoIdentifierOf = (store: DemoStore) => `${store.key}@${DEMO_EMAIL_DOMAIN}`;

async function writeMeta(db: Database, value: Record<string, unknown>): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: DEMO_SEED_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

/** Data that is not ours: a category outside the demo tree or an item of a non-demo seller. */
async function hasOwnData(db: Database): Promise<boolean> {
  const demoPaths = [...flatten(DEMO_CATEGORIES)].map((category) => category.urlPath);
  const [row] = await rows<{ own: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM categories WHERE url_path <> ALL(${sql.param(demoPaths)}::text[]))
        OR EXISTS (SELECT 1 FROM items i JOIN accounts a ON a.id = i.merchant_id
                   WHERE a.identifier NOT LIKE ${`%@${DEMO_EMAIL_DOMAIN}`}) AS own`,
  );
  return row?.own === true;
}

/** Takes the seeding for this process; false when another process holds a fresh claim or it is done. */
async function claim(db: Database, now: Date): Promise<boolean> {
  const value = { state: 'running', startedAt: now.toISOString() };
  const claimed = await rows<{ key: string }>(
    db,
    sql`INSERT INTO app_meta (key, value) VALUES (${DEMO_SEED_KEY}, ${JSON.stringify(value)}::jsonb)
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()
        WHERE app_meta.value->>'state' = 'running'
          AND (app_meta.value->>'startedAt')::timestamptz < ${now.toISOString()}::timestamptz - make_interval(mins => ${STALE_CLAIM_MINUTES})
        RETURNING key`,
  );
  return claimed.length > 0;
}

function* flatten(tree: readonly DemoCategory[]): Generator<DemoCategory & { parent: string | null }> {
  const walk = function* (
    list: readonly DemoCategory[],
    parent: string | null,
  ): Generator<DemoCategory & { parent: string | null }> {
    for (const category of list) {
      yield { ...category, parent };
      if (category.children) yield* walk(category.children, category.urlPath);
    }
  };
  yield* walk(tree, null);
}

/** The demo tree; categories that exist already (an earlier, interrupted run) are kept. */
async function seedCategories(db: Database): Promise<Map<string, number>> {
  const existing = await db.select({ id: categories.id, urlPath: categories.urlPath }).from(categories);
  const ids = new Map(existing.map((row) => [row.urlPath, row.id]));
  let position = 0;
  for (const category of flatten(DEMO_CATEGORIES)) {
    position += 1;
    if (ids.has(category.urlPath)) continue;
    const upperCategoryId = category.parent === null ? null : (ids.get(category.parent) ?? null);
    ids.set(
      category.urlPath,
      await createCategory(db, { titles: category.titles, urlPath: category.urlPath, upperCategoryId, position }),
    );
  }
  return ids;
}

/** One store with its products, in one transaction; a store whose account exists is left alone. */
async function seedStore(
  deps: SeedDeps,
  store: DemoStore,
  context: {
    index: number;
    items: number;
    categoryIds: Map<string, number>;
    images: DemoImageUrls;
    passwordHash: string;
    now: Date;
  },
): Promise<number> {
  const identifier = demoIdentifierOf(store);
  if (await findAccountByIdentifier(deps.db, identifier)) return 0;
  const random = randomOf(1_000 + context.index);
  const avatar = context.images.byStore.get(store.key) ?? '';
  const firstLeaf = store.categories[0] ?? '';
  await deps.db.transaction(async (tx) => {
    const account = await insertAccount(tx, {
      identifier,
      kind: 'email',
      type: ACCOUNT_TYPE.MERCHANT,
      passwordHash: context.passwordHash,
    });
    await tx
      .update(accounts)
      .set({
        companyName: store.companyName,
        companyEmail: `info@${store.key}.${DEMO_EMAIL_DOMAIN}`,
        name: store.name,
        lastname: store.lastname,
        phoneNumber: store.phoneNumber,
        socialMediaAccount: store.socialMediaAccount,
        premium: store.premium,
        // The demo stores are established ones an admin has reviewed and approved.
        merchantStatus: MERCHANT_STATUS.VERIFIED,
        profileImage: avatar,
        backgroundImage: context.images.byLeaf.get(firstLeaf) ?? '',
        createdAt: new Date(context.now.getTime() - (400 - context.index * 20) * 24 * 3600 * 1000),
      })
      .where(eq(accounts.id, account.id));
    await ensureSellerRecord(tx, account.id);
    const products = Array.from({ length: context.items }, (_, n) => {
      const leaf = store.categories[n % store.categories.length] as string;
      const categoryId = context.categoryIds.get(leaf);
      if (categoryId === undefined) throw new Error(`demo category ${leaf} is missing`);
      const gallery = store.categories.filter((other) => other !== leaf).map((other) => context.images.byLeaf.get(other) ?? '');
      return demoProduct(random, {
        leaf,
        categoryId,
        storeName: store.companyName,
        n,
        now: context.now,
        coverImage: context.images.byLeaf.get(leaf) ?? '',
        media: gallery.filter(Boolean),
      });
    });
    // createItems applies every rule of the catalogue; inside this transaction it uses a savepoint.
    await createItems(
      tx as unknown as Database,
      account.id,
      products.map((product) => ({ input: product.input, counters: product.counters })),
    );
  });
  return context.items;
}

/** Spreads `total` products over `stores` stores as evenly as possible. */
export function itemsPerStore(total: number, stores: number): number[] {
  return Array.from({ length: stores }, (_, index) => Math.floor(total / stores) + (index < total % stores ? 1 : 0));
}

/**
 * On a database without a catalogue: the demo categories, stores (seller accounts, ACTIVE, with
 * profiles) and products with generated pictures. Remembered in app_meta, so it runs once;
 * an interrupted run resumes with the stores it had not finished.
 */
export async function seedDemoIfEmpty(deps: SeedDeps, size: SeedSize = DEMO_SIZE): Promise<SeedOutcome> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const [meta] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
  const state = (meta?.value as { state?: string } | undefined)?.state;
  if (state === 'done') return { outcome: 'already-seeded' };
  if (state === 'skipped') return { outcome: 'has-own-data' };
  if (state === undefined && (await hasOwnData(db))) {
    await writeMeta(db, { state: 'skipped', at: now.toISOString() });
    return { outcome: 'has-own-data' };
  }
  if (!(await claim(db, now))) return { outcome: 'claimed-elsewhere' };

  const started = performance.now();
  const stores = DEMO_STORES.slice(0, Math.max(0, Math.min(size.stores, DEMO_STORES.length)));
  const usedLeaves = new Set(stores.flatMap((store) => store.categories));
  const leaves = leavesOf(DEMO_CATEGORIES).filter((leaf) => usedLeaves.has(leaf.urlPath));
  const categoryIds = await seedCategories(db);
  const images = await storeDemoImages(deps.storeImage, leaves, stores);
  const passwordHash = await deps.hasher.hash(randomBytes(24).toString('base64url'));
  const counts = itemsPerStore(size.items, stores.length);
  let items = 0;
  for (const [index, store] of stores.entries()) {
    items += await seedStore(deps, store, { index, items: counts[index] ?? 0, categoryIds, images, passwordHash, now });
  }
  const firstStore = stores[0] && (await findAccountByIdentifier(db, demoIdentifierOf(stores[0])));
  if (firstStore) await issueDemoQrCode(db, firstStore.id, now);
  if (firstStore) await seedDemoChats(db, { storeId: firstStore.id, passwordHash, now });
  const storeIds: string[] = [];
  for (const store of stores) {
    const account = await findAccountByIdentifier(db, demoIdentifierOf(store));
    if (account) storeIds.push(account.id);
  }
  await seedDemoDeliveryOptions(db, storeIds, now);
  if (firstStore) await seedDemoOrders(db, { storeId: firstStore.id, now });
  await seedDemoPayments(db, { now });
  if (firstStore) await seedDemoLedger(db, { storeId: firstStore.id, now });
  await seedDemoReviews(db, { now });
  await seedDemoHelpRequests(db, { now });
  await seedDemoStatistics(db, { now });
  if (firstStore) await seedDemoCoupons(db, { storeId: firstStore.id, now });
  await catalogueChanged(db);
  const ms = Math.round(performance.now() - started);
  await writeMeta(db, { state: 'done', at: new Date().toISOString(), stores: stores.length, items, ms });
  deps.log?.(`demo data: ${stores.length} stores, ${items} products, ${leaves.length + stores.length} pictures in ${ms} ms`);
  return { outcome: 'seeded', stores: stores.length, items, ms };
}
