/** Every node reachable from `start` by following `next`, `start` included; `next` is asked once per node. */
export function closureOf(start: string, next: (node: string) => Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const following of next(node)) if (!seen.has(following)) pending.push(following);
  }
  return seen;
}
