import * as v from 'valibot';
import type { CallDefinition } from '../api/defineCall';

/**
 * The id of the JSON data block the first-paint step (platform/src/firstPaint/firstPaint.ts) may put in
 * index.html: `[{ path, request, locale?, answer }]`, the answers to the calls a page makes first
 * (a lobby's first page without a round trip after the scripts). `locale` marks an answer that
 * speaks a language (the x-locale its call would carry). Must equal the step's constant.
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'vitrin-first-answers';

/** JSON with object keys in sorted order, so `{ a, b }` and `{ b, a }` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The embedded answer to exactly this call and request, validated by the call's own response
 * schema like an answer from the network; undefined when there is none, it is for another
 * request, or it does not validate (the page then calls as usual). `embedded` is the parsed data
 * block. Only successful envelopes are used: a refusal is for the network call to show. An entry
 * marked with a `locale` other than `locale` (the page's language now) is another language's answer
 * and is not used: the call asks in the page's language.
 */
export function firstAnswerFrom<Def extends CallDefinition>(
  embedded: unknown,
  def: Def,
  request: v.InferInput<Def['request']>,
  locale?: string,
): v.InferOutput<Def['response']> | undefined {
  if (!Array.isArray(embedded)) return undefined;
  const wanted = canonical(request);
  for (const entry of embedded as unknown[]) {
    if (entry === null || typeof entry !== 'object') continue;
    const { path, request: asked, locale: spoken, answer } = entry as { path?: unknown; request?: unknown; locale?: unknown; answer?: unknown };
    if (path !== def.path || canonical(asked) !== wanted) continue;
    if (spoken !== undefined && spoken !== locale) continue;
    const parsed = v.safeParse(def.response, answer);
    if (!parsed.success) return undefined;
    const output = parsed.output as { success?: unknown };
    if (def.envelope && output.success !== true) return undefined;
    return parsed.output as v.InferOutput<Def['response']>;
  }
  return undefined;
}
