import * as v from 'valibot';
import {
  PaymentDirection, authForm, casinoGames, claimableBonuses, completeTcKimlikNo, contentList, login, notifications,
  paymentDetail, paymentMethods, register,
} from '@vitrin/contract';
import type { CallDefinition, CallResponse, PaymentField } from '@vitrin/contract';
import { send } from './http';
import type { SendOptions } from './http';
import { paymentDetailFor } from './paymentFields';

/** A payment method the backend offers, with a detail its form accepts. */
export interface MethodSample {
  id: number;
  type: number;
  minAmount: string;
  fields: PaymentField[];
  detail: Record<string, string | number | boolean>;
}

/**
 * What the checks need from the backend under test, found through the contract's own calls (never
 * assumed): a throw-away member, a country, a game, the payment methods, a content page, a bonus.
 */
export interface World {
  baseUrl: string;
  username: string;
  password: string;
  token: string;
  /** A second member, for the calls that may end their session (sign-out, a new password). */
  second: { username: string; password: string };
  countryId: number;
  game: { code: string; providerId: number; productId: number | string; system: number | string };
  depositMethod: MethodSample | null;
  withdrawMethod: MethodSample | null;
  contentId: number | null;
  notificationIds: number[];
  bonusId: number | null;
}

/** What a call's successful answer carries in `data`. */
type DataOf<D extends CallDefinition> = NonNullable<CallResponse<D>> extends { data?: infer T } ? NonNullable<T> : never;

/** One call whose answer must be a success with data: the world cannot be built without it. */
async function must<D extends CallDefinition>(baseUrl: string, def: D, input: unknown, options: SendOptions = {}): Promise<DataOf<D>> {
  const answer = await send(baseUrl, def, input, options);
  const parsed = v.safeParse(def.response, answer.json);
  if (answer.status !== 200 || !parsed.success) {
    throw new Error(`${def.path} answered ${answer.status} ${answer.text.slice(0, 200)}: the suite needs it to find its test data`);
  }
  const output = parsed.output as { success?: boolean; message?: string | null; data?: unknown };
  if (output.success === false) throw new Error(`${def.path} refused: ${output.message ?? '(no message)'}`);
  return output.data as DataOf<D>;
}

/** Nine random digits, the first not 0, made into a T.C. kimlik number with its two check digits. */
function randomPersonalNo(): string {
  const nine = `${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return completeTcKimlikNo(nine);
}

/** A registration the contract's rules accept, unique on each run. */
export function newMemberInput(countryId: number) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(-10);
  const phoneDigits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return {
    name: 'Ada', surname: 'Conformance', username: `cf${stamp}`, email: `cf${stamp}@example.com`,
    phone: `90532${phoneDigits}`, PersonalNo: randomPersonalNo(), country: countryId, currencyId: 1,
    birthDate: '1990-04-12', trialBonus: false, termsAccepted: true as const, password: 'Conform1!', password2: 'Conform1!',
  };
}

async function methodSample(baseUrl: string, token: string, direction: number): Promise<MethodSample | null> {
  const methods = await must(baseUrl, paymentMethods, { direction }, { token });
  for (const method of methods) {
    const fields = await must(baseUrl, paymentDetail, { id: method.id, type: method.type }, { token });
    if (!fields || !fields.some((field) => /^amount$/i.test(field.key))) continue;
    return { id: method.id, type: method.type, minAmount: method.minAmount, fields, detail: paymentDetailFor(fields, method.minAmount) };
  }
  return null;
}

export async function buildWorld(baseUrl: string): Promise<World> {
  const form = await must(baseUrl, authForm, {});
  const countryId = form.countries[0]?.id;
  if (countryId === undefined) throw new Error('auth/form lists no country: a member cannot register');
  const input = newMemberInput(countryId);
  await must(baseUrl, register, input);
  const session = await must(baseUrl, login, { username: input.username, password: input.password });
  const token = session.token;
  const secondInput = newMemberInput(countryId);
  await must(baseUrl, register, secondInput);
  const pages = await must(baseUrl, casinoGames, { live: false, search: '', skip: 0, take: 5 });
  const first = pages.flat()[0];
  if (!first) throw new Error('casino/games lists no game: the launch calls cannot be tried');
  const contents = await must(baseUrl, contentList, { status: true, categoryId: 1 });
  const noteList = await must(baseUrl, notifications, { skip: 0, take: 10 }, { token });
  const bonuses = await must(baseUrl, claimableBonuses, {}, { token });
  return {
    baseUrl,
    username: input.username,
    password: input.password,
    token,
    second: { username: secondInput.username, password: secondInput.password },
    countryId,
    game: { code: first.gameCode, providerId: first.mainProviderId ?? 1, productId: first.productId ?? 1, system: first.system ?? 1 },
    depositMethod: await methodSample(baseUrl, token, PaymentDirection.Deposit),
    withdrawMethod: await methodSample(baseUrl, token, PaymentDirection.Withdraw),
    contentId: contents[0]?.id ?? null,
    notificationIds: noteList.map((note) => note.id).slice(0, 1),
    bonusId: bonuses[0]?.id ?? null,
  };
}
