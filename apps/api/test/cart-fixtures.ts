import { eq } from 'drizzle-orm';
import { salePrice, type DiscountType, type ItemAttribute, type PocketFees, type PocketType } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { accounts, categories, items } from '../src/db/schema.ts';
import { ensureAdminAccount } from '../src/modules/auth/admin-bootstrap.ts';
import { argon2idHasher } from '../src/modules/auth/passwords.ts';
import { HOSTS, type AuthTestServer } from './auth-client.ts';

/** Catalogue rows written straight to the database, so cart and store tests need no catalogue calls. */

let categorySerial = 0;
export async function insertCategory(db: Database, title: string, upperCategoryId: number | null = null): Promise<number> {
  categorySerial += 1;
  const [row] = await db
    .insert(categories)
    .values({ titles: { az: title }, urlPath: `test-${categorySerial}-${Date.now()}`, upperCategoryId })
    .returning({ id: categories.id });
  if (!row) throw new Error('no category');
  return row.id;
}

export interface ItemFixture {
  merchantId: string;
  categoryId: number;
  productName?: string;
  productPrice?: number;
  discountType?: DiscountType;
  discountValue?: number;
  itemType?: 1 | 2 | 3;
  stockCount?: number;
  attributes?: ItemAttribute[];
  pocketTypes?: PocketType[];
  pocketFees?: PocketFees;
  status?: 'ACTIVE' | 'HIDDEN';
  createdAt?: Date;
}

export async function insertItem(db: Database, fixture: ItemFixture): Promise<string> {
  const price = fixture.productPrice ?? 10;
  const discountType = fixture.discountType ?? '';
  const discountValue = fixture.discountValue ?? 0;
  const [row] = await db
    .insert(items)
    .values({
      merchantId: fixture.merchantId,
      categoryId: fixture.categoryId,
      productName: fixture.productName ?? 'Əl işi vaza',
      authorName: 'Usta Əli',
      productPrice: price,
      salePrice: salePrice(price, discountType, discountValue),
      discountType,
      discountValue,
      productInfo: '<p>Təsvir</p>',
      coverImage: '/media/covers/test.webp',
      itemType: fixture.itemType ?? 1,
      stockCount: fixture.stockCount ?? 0,
      attributes: fixture.attributes ?? [],
      pocketTypes: fixture.pocketTypes ?? [{ id: 1, name: 'Standart', active: true }],
      pocketFees: fixture.pocketFees ?? {},
      status: fixture.status ?? 'ACTIVE',
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning({ id: items.id });
  if (!row) throw new Error('no item');
  return row.id;
}

export async function setItem(db: Database, id: string, values: Partial<typeof items.$inferInsert>): Promise<void> {
  await db.update(items).set(values).where(eq(items.id, id));
}

export interface SignedIn {
  id: string;
  token: string;
}

export async function signUpBuyer(server: AuthTestServer, identifier: string): Promise<SignedIn> {
  const done = await server.signUp(identifier, 1);
  return { id: done.body.id, token: done.body.token };
}

export async function signUpMerchant(server: AuthTestServer, identifier: string, companyName: string): Promise<SignedIn> {
  const done = await server.signUp(identifier, 2, { host: HOSTS.merchant });
  await server.database.db.update(accounts).set({ companyName }).where(eq(accounts.id, done.body.id));
  return { id: done.body.id, token: done.body.token };
}

const ADMIN = { identifier: 'admin@marketplace.local', password: 'admin password 123' };

export async function signInAdmin(server: AuthTestServer): Promise<SignedIn> {
  await ensureAdminAccount(server.database.db, argon2idHasher, ADMIN);
  const answer = await server.post(
    '/auth/v1/login',
    { identifier: ADMIN.identifier, password: ADMIN.password },
    { host: HOSTS.admin },
  );
  if (answer.status !== 200) throw new Error(`admin login refused: ${JSON.stringify(answer.body)}`);
  return { id: answer.body.id, token: answer.body.token };
}
