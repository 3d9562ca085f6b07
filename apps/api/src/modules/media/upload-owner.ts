import type { FastifyRequest } from 'fastify';
import type { SessionGuard } from '../auth/guard.ts';
import { mediaErrors } from './errors.ts';

/** Who an unfinished upload belongs to, as its creation recorded it. */
export interface UploadBinding {
  kind: string;
  ownerId: string | null;
}

/**
 * Covers, images and videos stay with the account that started them. A QR upload is open
 * to whoever holds its address: guests upload there, and the 128-bit random id is the key.
 */
export function isOwnerBound(binding: UploadBinding): boolean {
  return binding.kind !== 'qr';
}

/** Refuses a request to continue, inspect or cancel another account's upload (401 without a session, 403 for another account). */
export async function requireUploadOwner(
  guard: SessionGuard,
  request: FastifyRequest,
  binding: UploadBinding | undefined,
): Promise<void> {
  if (!binding || !isOwnerBound(binding)) return;
  const session = await guard.requireSession(request);
  if (binding.ownerId === null || session.account.id !== binding.ownerId) throw mediaErrors.notUploadOwner();
}
