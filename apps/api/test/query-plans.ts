import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { expect } from 'vitest';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import * as schema from '../src/db/schema.ts';
import type { TestServer } from './server.ts';

/**
 * Index use of the lists, checked on a real catalogue: each list runs through the very function its
 * route calls, on a second drizzle handle over the server's own client that records every statement
 * it sends (so the text and values are exactly what the server sends, through the dialect of
 * db/rows.ts); each statement is then EXPLAINed with those values — the plan PGlite uses, and
 * PostgreSQL for a fresh prepared statement — and, where the server has EXPLAIN (GENERIC_PLAN) (16
 * and later), as the generic plan PostgreSQL may switch a named prepared statement to.
 */

interface Statement {
  text: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

interface QueryAnswer {
  rows: Record<string, unknown>[];
}

/** What the test needs of the server's client: a pg Pool (on PostgreSQL and on the embedded PGlite alike). */
interface SqlClient {
  connect(): Promise<{ query(text: string, params?: unknown[]): Promise<QueryAnswer>; release(): void }>;
}

export interface ListCheck {
  /** Indexes the plans for the call's values must read, each at least once ('a|b': either). */
  uses: readonly string[];
  /** The tables whose scans are checked (by default items), or a choice per statement text. */
  tables?: readonly string[] | ((text: string) => readonly string[]);
}

export interface PlanChecker {
  /** Runs one list as its route does and expects every plan of every statement it sent to read from indexes. */
  checkList(run: (db: Database) => Promise<number>, check: ListCheck): Promise<void>;
}

/**
 * `wholeTable`: a scan of more rows than this, sorted without a Limit between, is a sort of (a large
 * part of) a table — far more than any page reads.
 */
export function createPlanChecker(server: TestServer, wholeTable: number): PlanChecker {
  const db = server.database.db;
  let genericSupport: Promise<boolean> | undefined;
  // EXPLAIN (GENERIC_PLAN) came with PostgreSQL 16 (PGlite is newer).
  const hasGenericPlans = () =>
    (genericSupport ??= rows<{ version: string }>(db, sql`SELECT current_setting('server_version_num') AS version`).then(
      ([version]) => Number(version?.version) >= 160_000,
    ));

  const clientOf = (database: Database) => (database as unknown as { $client: SqlClient }).$client;

  /**
   * PostgreSQL's default planner costs (PGlite runs with them, and without parallel workers), set for
   * each EXPLAIN: a server tuned otherwise — random_page_cost 1.1 for SSDs, say — picks indexes in
   * more cases, and the test is about the queries and indexes, not about one server's tuning.
   */
  const PLANNER_DEFAULTS = [
    'seq_page_cost = 1',
    'random_page_cost = 4',
    'cpu_tuple_cost = 0.01',
    'cpu_index_tuple_cost = 0.005',
    'cpu_operator_cost = 0.0025',
    "effective_cache_size = '4GB'",
    "work_mem = '4MB'",
    'max_parallel_workers_per_gather = 0',
  ]
    .map((setting) => `SET LOCAL ${setting};`)
    .join(' ');

  /** Runs `text` (with `params`, or by the simple protocol without) in a transaction with PLANNER_DEFAULTS. */
  async function withPlannerDefaults(text: string, params: unknown[] | undefined): Promise<QueryAnswer> {
    const connection = await clientOf(db).connect();
    try {
      await connection.query(`BEGIN; ${PLANNER_DEFAULTS}`);
      return await connection.query(text, params);
    } finally {
      await connection.query('ROLLBACK');
      connection.release();
    }
  }

  /** A second drizzle handle on the server's client (same driver, same dialect) that notes every statement sent. */
  function recordingDb(): { db: Database; statements: Statement[] } {
    const statements: Statement[] = [];
    const logger = { logQuery: (text: string, params: unknown[]) => void statements.push({ text, params }) };
    const client = clientOf(db) as never;
    const recording = drizzlePostgres({ client, schema, logger });
    return { db: recording as unknown as Database, statements };
  }

  /** The plan of a statement for its own values, or its generic plan (parameters unknown). */
  async function planOf(statement: Statement, generic: boolean): Promise<PlanNode> {
    const text = `EXPLAIN (${generic ? 'GENERIC_PLAN, ' : ''}FORMAT JSON) ${statement.text}`;
    const answer = await withPlannerDefaults(text, generic ? undefined : statement.params);
    const cell = Object.values(answer.rows[0]!)[0];
    const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    return parsed[0]!.Plan;
  }

  function planText(node: PlanNode, depth = 0): string {
    const label = [
      node['Node Type'],
      node['Relation Name'] && `on ${node['Relation Name']}`,
      node['Index Name'] && `using ${node['Index Name']}`,
    ]
      .filter(Boolean)
      .join(' ');
    return [
      `${'  '.repeat(depth)}${label} (rows=${node['Plan Rows']})`,
      ...(node.Plans ?? []).map((child) => planText(child, depth + 1)),
    ].join('\n');
  }

  const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

  /**
   * What is wrong with a plan for the list of `tables`: a sequential scan of one of them, or a Sort
   * over more than wholeTable of its rows with no Limit or Aggregate between (a top-N sort of a scan is still a
   * read of all it scans; the per-category Limits of the lateral joins bound what their Sort sees).
   */
  function problemsOf(node: PlanNode, tables: readonly string[], sortedAbove = false): string[] {
    const relation = node['Relation Name'];
    const found: string[] = [];
    if (relation && tables.includes(relation)) {
      if (node['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${relation}`);
      if (sortedAbove && SCANS.has(node['Node Type']) && node['Plan Rows'] > wholeTable) {
        found.push(`Sort over ${node['Plan Rows']} rows of ${relation}`);
      }
    }
    // A Limit bounds what a Sort above it sees, and so does an Aggregate (a count under the final
    // ORDER BY hands it one row, however many it read).
    const bounded = node['Node Type'] === 'Limit' || node['Node Type'] === 'Aggregate';
    const sorted = node['Node Type'] === 'Sort' ? true : bounded ? false : sortedAbove;
    for (const child of node.Plans ?? []) found.push(...problemsOf(child, tables, sorted));
    return found;
  }

  const indexesOf = (node: PlanNode): string[] => [
    ...(node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap(indexesOf),
  ];

  /** Runs one list as its route does and expects every plan of every statement it sent to read from indexes. */
  async function checkList(run: (db: Database) => Promise<number>, { uses, tables = ['items'] }: ListCheck): Promise<void> {
    const recording = recordingDb();
    const shown = await run(recording.db);
    expect(shown, 'the list shows something, so its plan is for a real page').toBeGreaterThan(0);
    expect(recording.statements.length).toBeGreaterThan(0);
    const report: string[] = [];
    const read = new Set<string>();
    for (const statement of recording.statements) {
      for (const generic of (await hasGenericPlans()) ? [false, true] : [false]) {
        const plan = await planOf(statement, generic);
        if (!generic) for (const name of indexesOf(plan)) read.add(name);
        const problems = problemsOf(plan, typeof tables === 'function' ? tables(statement.text) : tables);
        if (problems.length > 0) {
          report.push(
            `${problems.join('; ')}\n-- ${generic ? 'generic plan' : 'plan'} of:\n${statement.text.trim()}\n${planText(plan)}`,
          );
        }
      }
    }
    for (const wanted of uses) {
      if (!wanted.split('|').some((name) => read.has(name)))
        report.push(`no plan reads ${wanted} (read: ${[...read].sort().join(', ')})`);
    }
    expect(report.join('\n\n')).toBe('');
  }

  return { checkList };
}
