import { describe, expect, it } from 'vitest';

/** The contract's source modules as text, by file name (tests excluded). */
const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });

/** Each source module of the contract and the contract modules it imports (types included). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(sources)) {
    const targets = [...text.matchAll(/from '\.\/([^']+\.ts)'/g)].flatMap((match) => (match[1] ? [match[1]] : []));
    graph.set(file.replace('./', ''), targets);
  }
  return graph;
}

/** The first import cycle found, as the list of modules around it; null when there is none. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, 'open');
    trail.push(file);
    for (const target of graph.get(file) ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('the contract modules', () => {
  it('import one another without a cycle, type imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(40);
    expect(graph.get('catalogue.ts')).toContain('catalogue-rules.ts');
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    expect(findCycle(graph)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });
});
