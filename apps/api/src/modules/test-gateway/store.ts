import { eq } from 'drizzle-orm';
import { testGatewaySessions } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

export type TestGatewaySessionRow = typeof testGatewaySessions.$inferSelect;
type NewSession = typeof testGatewaySessions.$inferInsert;
type SessionChange = Partial<
  Pick<NewSession, 'status' | 'confirmCode' | 'capturedQepik' | 'refundedQepik' | 'refundCount' | 'refunds'>
>;

/** Inserts the session, or leaves the one of the same payment id as it is; answers the one stored. */
export async function insertSession(db: Queryable, session: NewSession): Promise<TestGatewaySessionRow> {
  const [inserted] = await db.insert(testGatewaySessions).values(session).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const existing = await sessionByPaymentId(db, session.paymentId);
  if (!existing) throw new Error('test gateway: a session conflicted but cannot be read');
  return existing;
}

export async function sessionById(db: Queryable, id: string): Promise<TestGatewaySessionRow | undefined> {
  const [row] = await db.select().from(testGatewaySessions).where(eq(testGatewaySessions.id, id));
  return row;
}

export async function sessionByPaymentId(db: Queryable, paymentId: string): Promise<TestGatewaySessionRow | undefined> {
  const [row] = await db.select().from(testGatewaySessions).where(eq(testGatewaySessions.paymentId, paymentId));
  return row;
}

/** The session, locked until the transaction ends: one decision or merchant call at a time. */
export async function lockSession(tx: Queryable, id: string): Promise<TestGatewaySessionRow | undefined> {
  const [row] = await tx.select().from(testGatewaySessions).where(eq(testGatewaySessions.id, id)).for('update');
  return row;
}

export async function updateSession(tx: Queryable, id: string, change: SessionChange, at: Date): Promise<TestGatewaySessionRow> {
  const [row] = await tx
    .update(testGatewaySessions)
    .set({ ...change, updatedAt: at })
    .where(eq(testGatewaySessions.id, id))
    .returning();
  if (!row) throw new Error('test gateway: an updated session is gone');
  return row;
}
