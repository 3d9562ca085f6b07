import { createHash } from 'node:crypto';

/** Distinct statement texts a process prepares at most; later new texts run unnamed. */
export const MAX_NAMED_STATEMENTS = 200;

/**
 * Names of PostgreSQL prepared statements: a short hash of the text, so one text has one name on
 * every connection. A connection keeps each statement it prepared until it closes, so a text that
 * varies with the input (a list spelled out as $1, $2, …) must not mint names without end: once
 * `limit` texts have names, any other text gets none and is planned per call, as unnamed queries are.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly limit = MAX_NAMED_STATEMENTS) {}

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= this.limit) return known;
    const name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}
