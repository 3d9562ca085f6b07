/** The `accept` value of a picker limited to photos and videos. */
export const IMAGE_AND_VIDEO_ACCEPT = 'image/*,video/*';

function matchesToken(file: Pick<File, 'type' | 'name'>, token: string): boolean {
  const rule = token.trim().toLowerCase();
  if (rule === '') return false;
  const type = file.type.toLowerCase();
  if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
  if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
  return type === rule;
}

/**
 * Splits picked files by an `accept` list. `accept` is only a hint to the file dialog (and a
 * drop or "all files" bypasses it), so the picker checks again. The server checks the bytes.
 */
export function splitAcceptedFiles<T extends Pick<File, 'type' | 'name'>>(
  files: readonly T[],
  accept: string = IMAGE_AND_VIDEO_ACCEPT,
): { accepted: T[]; rejected: T[] } {
  const tokens = accept.split(',');
  const accepted: T[] = [];
  const rejected: T[] = [];
  for (const file of files) (tokens.some((token) => matchesToken(file, token)) ? accepted : rejected).push(file);
  return { accepted, rejected };
}
