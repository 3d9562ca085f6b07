/**
 * The bot service's "Markdown" parse mode (the legacy one the spec names): outside an entity, `_`, `*`,
 * `` ` `` and `[` start markup unless preceded by a backslash. Escaping them makes any user text plain,
 * so a stray underscore can neither restyle the message nor make the service refuse it as unparsable.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[_*`[]/g, (character) => `\\${character}`);
}
