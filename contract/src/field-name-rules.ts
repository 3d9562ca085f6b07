/**
 * Spec §5 "database write field names": what a live document write may contain, checked before
 * every write so a refusal is ours, with a clear reason, rather than the database's. Zod-free.
 *
 * - a field name must not be empty, must not contain ~ * / [ ] and must not start or end with a dot;
 * - an undefined value is refused, unless the write says undefined fields are to be ignored (then
 *   they are left out);
 * - an array must not hold another array (nested arrays are unsupported).
 */

const FORBIDDEN_CHARACTERS = /[~*/[\]]/;

export type FieldNameProblem =
  | { kind: 'emptyName'; path: string }
  | { kind: 'forbiddenCharacter'; path: string }
  | { kind: 'edgeDot'; path: string }
  | { kind: 'undefinedValue'; path: string }
  | { kind: 'nestedArray'; path: string };

/** Why a single field name is refused, or null when it is fine. */
export function fieldNameProblem(name: string): 'emptyName' | 'forbiddenCharacter' | 'edgeDot' | null {
  if (name.length === 0) return 'emptyName';
  if (FORBIDDEN_CHARACTERS.test(name)) return 'forbiddenCharacter';
  if (name.startsWith('.') || name.endsWith('.')) return 'edgeDot';
  return null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Values the write rules look inside: plain objects and arrays (a sentinel such as arrayUnion is passed by its own checks). */
function collect(value: unknown, path: string, inArray: boolean, ignoreUndefined: boolean, problems: FieldNameProblem[]): void {
  if (value === undefined) {
    if (!ignoreUndefined) problems.push({ kind: 'undefinedValue', path });
    return;
  }
  if (Array.isArray(value)) {
    if (inArray) {
      problems.push({ kind: 'nestedArray', path });
      return;
    }
    value.forEach((item, index) => {
      // An array cannot leave a hole: ignoring does not apply to its items.
      if (item === undefined) problems.push({ kind: 'undefinedValue', path: `${path}[${index}]` });
      else collect(item, `${path}[${index}]`, true, ignoreUndefined, problems);
    });
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [name, field] of Object.entries(value)) {
    const fieldPath = path === '' ? name : `${path}.${name}`;
    const problem = fieldNameProblem(name);
    if (problem) problems.push({ kind: problem, path: fieldPath });
    collect(field, fieldPath, false, ignoreUndefined, problems);
  }
}

/** Every problem of a document write, with the path of the field it is in; empty when it may be written. */
export function documentWriteProblems(
  data: Record<string, unknown>,
  options: { ignoreUndefinedProperties?: boolean } = {},
): FieldNameProblem[] {
  const problems: FieldNameProblem[] = [];
  collect(data, '', false, options.ignoreUndefinedProperties ?? false, problems);
  return problems;
}

const REASONS: Record<FieldNameProblem['kind'], string> = {
  emptyName: 'a field name is empty',
  forbiddenCharacter: 'a field name contains one of ~ * / [ ]',
  edgeDot: 'a field name starts or ends with a dot',
  undefinedValue: 'a value is undefined',
  nestedArray: 'an array holds another array',
};

/** One line per problem, for the refusal's message. */
export function describeWriteProblems(problems: readonly FieldNameProblem[]): string {
  return problems.map((problem) => `${REASONS[problem.kind]} (${problem.path || 'the document'})`).join('; ');
}
