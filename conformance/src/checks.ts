import * as v from 'valibot';
import { MEMBER_CALLS, MONEY_CALLS, login, paymentRequests } from '@vitrin/contract';
import type { CallDefinition } from '@vitrin/contract';
import { send } from './http';
import type { Exchange } from './http';
import type { Scenario } from './scenarios';
import type { World } from './world';

/** The checks of one call, in the report's columns. */
export const CALL_CHECKS = ['answers', 'bad input', 'no token', 'idempotent', 'paging'] as const;
export type CallCheck = (typeof CALL_CHECKS)[number];

export interface Outcome {
  status: 'pass' | 'fail' | 'n/a';
  /** Why it failed (or what was not applicable), one line. */
  detail?: string;
}

export type CallResult = Record<CallCheck, Outcome>;

const pass = (): Outcome => ({ status: 'pass' });
const fail = (detail: string): Outcome => ({ status: 'fail', detail });
const notApplicable = (detail: string): Outcome => ({ status: 'n/a', detail });

const refusalSchema = v.object({ success: v.literal(false), message: v.pipe(v.string(), v.trim(), v.minLength(1)) });

function shortBody(answer: Exchange): string {
  return answer.text.replace(/\s+/g, ' ').slice(0, 160);
}

function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'no issue';
  const where = (issue.path ?? []).map((item) => String(item.key)).join('.');
  return `${where || '(answer)'}: ${issue.message}`;
}

/**
 * What the site's API client relies on (shared/src/api/client.ts): a JSON 200; a refusal
 * (success:false) is read before its data, so it needs only a message to show; anything else is
 * the call's response schema. `expect` success: the valid request must not be refused.
 */
export function judgeAnswer(def: CallDefinition, answer: Exchange, expect: Scenario['expect']): Outcome {
  if (answer.status !== 200) return fail(`HTTP ${answer.status}: ${shortBody(answer)}`);
  if (!answer.contentType.includes('application/json')) return fail(`Content-Type ${answer.contentType || '(none)'}, not JSON`);
  const body = answer.json as { success?: unknown; message?: unknown } | undefined;
  if (def.envelope && body?.success === false) {
    if (expect === 'success') return fail(`refused a valid request: ${typeof body.message === 'string' ? body.message : '(no message)'}`);
    return v.is(refusalSchema, body) ? pass() : fail('a refusal without a message');
  }
  const parsed = v.safeParse(def.response, answer.json);
  return parsed.success ? pass() : fail(`breaks the response schema at ${firstIssue(parsed.issues)}`);
}

/** A request the schema refuses: success:false with a message the site can show (200 or 400), never a 5xx. */
export function judgeRefusal(answer: Exchange): Outcome {
  if (answer.status !== 200 && answer.status !== 400) return fail(`HTTP ${answer.status}: ${shortBody(answer)}`);
  const parsed = v.safeParse(refusalSchema, answer.json);
  return parsed.success ? pass() : fail(`not a refusal with a message: ${shortBody(answer)}`);
}

function isMember(def: CallDefinition): boolean {
  return MEMBER_CALLS.includes(def);
}

function isMoney(def: CallDefinition): boolean {
  return MONEY_CALLS.includes(def);
}

async function sessionOf(world: World, scenario: Scenario): Promise<string> {
  if (!scenario.ownSession) return world.token;
  const answer = await send(world.baseUrl, login, { username: world.second.username, password: world.second.password });
  const token = (answer.json as { data?: { token?: string } } | undefined)?.data?.token;
  if (!token) throw new Error(`the second member could not sign in: ${shortBody(answer)}`);
  return token;
}

/** JSON with its keys sorted: a stored answer sent again may list its keys in another order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (item && typeof item === 'object' && !Array.isArray(item)
    ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
    : item));
}

/** The same call with another body: every number of the request one higher. */
function otherSubmission(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, typeof value === 'number' ? value + 1 : value]));
}

async function requestCount(world: World): Promise<number | null> {
  const answer = await send(world.baseUrl, paymentRequests, {}, { token: world.token });
  const data = (answer.json as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? data.length : null;
}

/**
 * A money call answers a repeated Idempotency-Key with its first answer and books once; the same
 * key with another body is a 422 refusal (it must not answer the first request's result).
 */
async function checkIdempotency(world: World, def: CallDefinition, input: unknown): Promise<Outcome> {
  const key = crypto.randomUUID();
  const before = def.path === 'payment/deposit' ? await requestCount(world) : null;
  const first = await send(world.baseUrl, def, input, { token: world.token, idempotencyKey: key });
  const again = await send(world.baseUrl, def, input, { token: world.token, idempotencyKey: key });
  if (first.status !== again.status || canonical(first.json) !== canonical(again.json)) {
    return fail(`a repeated key got another answer: ${shortBody(first)} then ${shortBody(again)}`);
  }
  if (before !== null) {
    const after = await requestCount(world);
    if (after !== before + 1) return fail(`one submission sent twice booked ${after === null ? '?' : after - before} requests, not 1`);
  }
  const changed = otherSubmission(input as Record<string, unknown>);
  const reused = await send(world.baseUrl, def, changed, { token: world.token, idempotencyKey: key });
  if (reused.status !== 422 || !v.is(refusalSchema, reused.json)) return fail(`the same key with another body answered HTTP ${reused.status}, not a 422 refusal`);
  const missing = await send(world.baseUrl, def, input, { token: world.token });
  if (!v.is(refusalSchema, missing.json)) return fail(`a request without Idempotency-Key was not refused: ${shortBody(missing)}`);
  return pass();
}

/** A page: at most `take` items, `total` the same whatever the page, nothing past the end. */
async function checkPaging(world: World, def: CallDefinition, input: Record<string, unknown>, token: string): Promise<Outcome> {
  const data = async (page: Record<string, unknown>) => {
    const answer = await send(world.baseUrl, def, { ...input, ...page }, { token });
    return (answer.json as { data?: { items?: unknown[]; total?: number } } | undefined)?.data;
  };
  const one = await data({ skip: 0, take: 1 });
  if (!one || !Array.isArray(one.items) || typeof one.total !== 'number') return fail('no {items, total} page');
  if (one.items.length > 1) return fail(`take 1 gave ${one.items.length} items`);
  if (one.total > 0 && one.items.length !== 1) return fail(`take 1 of ${one.total} gave no item`);
  const past = await data({ skip: one.total, take: 5 });
  if (!past || past.total !== one.total) return fail(`total changed from ${one.total} to ${past?.total} between pages`);
  if ((past.items ?? []).length !== 0) return fail(`skip ${one.total} (the total) still gave ${(past.items ?? []).length} items`);
  return pass();
}

/** Runs every check of one call. */
export async function checkCall(world: World, def: CallDefinition, scenario: Scenario): Promise<CallResult> {
  const member = isMember(def);
  const money = isMoney(def);
  const result: CallResult = {
    answers: notApplicable(''),
    'bad input': notApplicable('the request has no field to spoil'),
    'no token': notApplicable('a public call'),
    idempotent: notApplicable('moves no money'),
    paging: notApplicable('not a page'),
  };
  const tokenFor = () => (member ? sessionOf(world, scenario) : Promise.resolve(null));
  const keyFor = () => (money ? { idempotencyKey: crypto.randomUUID() } : {});
  if (member) {
    const anonymous = await send(world.baseUrl, def, scenario.valid(world), keyFor());
    result['no token'] = anonymous.status === 401 && v.is(refusalSchema, anonymous.json)
      ? pass()
      : fail(`without a token: HTTP ${anonymous.status} ${shortBody(anonymous)} (a member call answers 401 {success:false, message})`);
  }
  if (scenario.invalid !== null) {
    result['bad input'] = judgeRefusal(await send(world.baseUrl, def, scenario.invalid, { token: await tokenFor(), ...keyFor() }));
  }
  const input = scenario.valid(world);
  const token = await tokenFor();
  if (scenario.paged) result.paging = await checkPaging(world, def, input as Record<string, unknown>, token ?? world.token);
  if (money) result.idempotent = await checkIdempotency(world, def, input);
  result.answers = judgeAnswer(def, await send(world.baseUrl, def, input, { token, ...keyFor() }), scenario.expect);
  return result;
}
