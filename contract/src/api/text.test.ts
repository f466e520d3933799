import * as v from 'valibot';
import * as contract from '../index';
import type { CallDefinition } from './defineCall';
import { UNSAFE_TEXT, hasUnsafeCharacters, text } from './text';

const calls = (Object.values(contract) as unknown[]).filter((value): value is CallDefinition =>
  typeof value === 'object' && value !== null && 'path' in value && 'request' in value && 'method' in value);

type Node = v.GenericSchema & { type: string; entries?: Record<string, Node>; item?: Node; options?: Node[]; wrapped?: Node; key?: Node; value?: Node; pipe?: unknown[] };

/** Every string schema inside a request schema, with where it sits. */
function stringsOf(node: Node, where: string, found: [string, Node][] = []): [string, Node][] {
  if (node.type === 'string') found.push([where, node]);
  for (const [name, entry] of Object.entries(node.entries ?? {})) stringsOf(entry, `${where}.${name}`, found);
  if (node.item) stringsOf(node.item, `${where}[]`, found);
  for (const option of node.options ?? []) stringsOf(option, `${where}|`, found);
  if (node.wrapped) stringsOf(node.wrapped, where, found);
  if (node.key) stringsOf(node.key, `${where}{key}`, found);
  if (node.value) stringsOf(node.value, `${where}{value}`, found);
  return found;
}

describe('text fields refuse control characters and lone surrogates', () => {
  test('the rule', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007f', 'a\u0085', 'x\ud800', '\udc00x', 'a\ud800b\udc00', 'a\nb', 'a\tb', 'a\rb']) {
      expect([bad, hasUnsafeCharacters(bad)]).toEqual([bad, true]);
    }
    for (const good of ['Ayşe Yılmaz', 'İstanbul Rüyası 😀', '€ ₺ ü', '', 'a b']) expect([good, hasUnsafeCharacters(good)]).toEqual([good, false]);
    expect(hasUnsafeCharacters('line one\nline two\r\n\tend', { multiline: true })).toBe(false);
    expect(hasUnsafeCharacters('line\u0000', { multiline: true })).toBe(true);
    const issues = v.safeParse(v.pipe(text(), v.minLength(3)), '\u0000').issues!;
    expect(issues[0]!.message).toBe(UNSAFE_TEXT);
  });

  // One building block for every text field a request carries: a new field without it fails here,
  // so the forms and the server refuse the same characters.
  test.each(calls.map((call) => [call.path, call] as const))('%s: every string of its request uses text()', (_path, call) => {
    for (const [where, node] of stringsOf(call.request as Node, call.path)) {
      const result = v.safeParse(node, 'abcde\u0000');
      expect([where, result.issues?.some((issue) => issue.message === UNSAFE_TEXT) ?? false]).toEqual([where, true]);
      const surrogate = v.safeParse(node, 'abcde\ud800');
      expect([where, surrogate.issues?.some((issue) => issue.message === UNSAFE_TEXT) ?? false]).toEqual([where, true]);
    }
  });

  test('the walk finds the text fields it must (it would pass vacuously otherwise)', () => {
    const paths = calls.flatMap((call) => stringsOf(call.request as Node, call.path).map(([where]) => where));
    expect(paths).toEqual(expect.arrayContaining(['auth/login.username', 'auth/login.password', 'cms/callme.message', 'cms/callme.contacts[].contact', 'payment/deposit.detail{value}|', 'payment/deposit.detail{key}']));
    expect(calls.length).toBeGreaterThan(30);
  });
});
