/**
 * The tus `Upload-Metadata` header: comma-separated `key base64value` pairs (value optional).
 * Answers null when the header is malformed.
 */
export function parseUploadMetadata(header: string | undefined): Record<string, string> | null {
  const metadata: Record<string, string> = {};
  if (!header || header.trim() === '') return metadata;
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(key)) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    if (Object.hasOwn(metadata, key)) return null;
    metadata[key] = value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');
  }
  return metadata;
}
