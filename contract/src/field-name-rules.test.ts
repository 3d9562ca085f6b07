import { describe, expect, it } from 'vitest';
import { describeWriteProblems, documentWriteProblems, fieldNameProblem } from './field-name-rules.ts';

describe('spec §5 field-name rules', () => {
  it.each([
    ['text', null],
    ['a.b', null],
    ['', 'emptyName'],
    ['a~b', 'forbiddenCharacter'],
    ['a*b', 'forbiddenCharacter'],
    ['a/b', 'forbiddenCharacter'],
    ['a[0]', 'forbiddenCharacter'],
    ['b]', 'forbiddenCharacter'],
    ['.hidden', 'edgeDot'],
    ['trailing.', 'edgeDot'],
  ])('field name %j → %s', (name, problem) => {
    expect(fieldNameProblem(name)).toBe(problem);
  });

  it('accepts a chat document of messages', () => {
    const data = { chatId: 'c1', chat: [{ id: '1', text: 'Salam', sender: 'user', date: '2026-11-27T10:00:00.000Z' }] };
    expect(documentWriteProblems(data)).toEqual([]);
  });

  it('names the field of each problem, inside maps and array items', () => {
    const data = { chat: [{ 'te/xt': 'x', '': 1 }], meta: { '.a': true, ok: { 'b*': 2 } } };
    expect(documentWriteProblems(data)).toEqual([
      { kind: 'forbiddenCharacter', path: 'chat[0].te/xt' },
      { kind: 'emptyName', path: 'chat[0].' },
      { kind: 'edgeDot', path: 'meta..a' },
      { kind: 'forbiddenCharacter', path: 'meta.ok.b*' },
    ]);
  });

  it('refuses undefined values unless they are to be ignored (array items never)', () => {
    expect(documentWriteProblems({ text: undefined, nested: { date: undefined } })).toEqual([
      { kind: 'undefinedValue', path: 'text' },
      { kind: 'undefinedValue', path: 'nested.date' },
    ]);
    expect(documentWriteProblems({ text: undefined, nested: { date: undefined } }, { ignoreUndefinedProperties: true })).toEqual(
      [],
    );
    expect(documentWriteProblems({ list: [1, undefined] }, { ignoreUndefinedProperties: true })).toEqual([
      { kind: 'undefinedValue', path: 'list[1]' },
    ]);
  });

  it('refuses an array inside an array, also inside a map of an array item (arrays of maps are fine)', () => {
    expect(documentWriteProblems({ grid: [[1, 2]] })).toEqual([{ kind: 'nestedArray', path: 'grid[0]' }]);
    expect(documentWriteProblems({ chat: [{ attachments: [{ url: 'u' }] }] })).toEqual([]);
  });

  it('explains the problems in words', () => {
    expect(
      describeWriteProblems([
        { kind: 'nestedArray', path: 'grid[0]' },
        { kind: 'undefinedValue', path: 'text' },
      ]),
    ).toBe('an array holds another array (grid[0]); a value is undefined (text)');
  });
});
