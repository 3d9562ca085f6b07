/** Position after the last item of a page: the newest-first order is (created_at, id) descending. */
export interface GalleryCursor {
  createdAt: Date;
  id: string;
}

export function encodePageToken(cursor: GalleryCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString('base64url');
}

/** undefined for a token we did not make. */
export function decodePageToken(token: string): GalleryCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [iso, id] = value as unknown[];
    if (typeof iso !== 'string' || typeof id !== 'string' || !/^[0-9a-f]{32}$/.test(id)) return undefined;
    const createdAt = new Date(iso);
    if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso) return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}
