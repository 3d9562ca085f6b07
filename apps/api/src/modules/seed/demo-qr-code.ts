import { QR_CODE_DAYS } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { qrCodes } from '../../db/schema.ts';

/** The demo's QR page: /speical/qr?qrCode=demo-memories. */
export const DEMO_QR_CODE = 'demo-memories';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Issues the demo QR code to `ownerId` (a demo store) for as long as a code may stay open; kept when it exists. */
export async function issueDemoQrCode(db: Database, ownerId: string, now: Date): Promise<void> {
  await db
    .insert(qrCodes)
    .values({
      code: DEMO_QR_CODE,
      ownerId,
      title: 'Demo',
      quotaBytes: 2 * 1024 ** 3,
      expiresAt: new Date(now.getTime() + QR_CODE_DAYS.max * DAY_MS),
      createdAt: now,
    })
    .onConflictDoNothing();
}
