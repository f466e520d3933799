import type { APIRequestContext } from '@playwright/test';
import { randomTcKimlikNo } from './tcKimlikNo';

/** The session data of spec §3 as the sandbox returns it from login and register. */
export interface Session {
  token: string;
  username: string;
  usercode: string | number;
  [key: string]: unknown;
}

export interface Credentials {
  username: string;
  password: string;
}

export const DEMO: Credentials = { username: 'demo', password: 'demo123' };

/** The spec §3 keys the host restores the login from on load (STORAGE_KEYS in @vitrin/shared). */
const SESSION_KEYS = [
  'token',
  'username',
  'usercode',
  'phone',
  'smsVerified',
  'balance',
  'betsyCid',
  'betsyUrl',
  'betsyToken',
  'betcoToken',
  'betcoUrl',
] as const;

/** The local-storage entries the host itself writes after a login. */
export function sessionEntries(session: Session): { name: string; value: string }[] {
  const entries: { name: string; value: string }[] = [];
  for (const key of SESSION_KEYS) {
    const value = session[key];
    if (value === undefined || value === null) continue;
    entries.push({ name: key, value: String(value) });
  }
  return entries;
}

interface Envelope<T> {
  success: boolean;
  message?: string | null;
  data?: T | null;
}

async function postJson<T>(request: APIRequestContext, url: string, body: unknown): Promise<Envelope<T>> {
  const response = await request.post(url, { data: body, headers: { 'x-locale': 'en' } });
  const text = await response.text();
  let json: Envelope<T>;
  try {
    json = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`POST ${url} answered ${response.status()} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return json;
}

/** Logs in through the API (no UI) and returns the session. */
export async function apiLogin(request: APIRequestContext, baseURL: string, credentials: Credentials): Promise<Session> {
  const answer = await postJson<Session>(request, `${baseURL}/api/auth/login`, credentials);
  if (!answer.success || !answer.data?.token) {
    throw new Error(`login of ${credentials.username} failed: ${answer.message ?? 'no session in the answer'}`);
  }
  return answer.data;
}

let counter = 0;

/** A user name that no other test, worker or run has used: letters and digits, 5 to 30. */
export function uniqueUsername(prefix = 'e2e'): string {
  counter += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  return `${prefix}${Date.now().toString(36)}w${worker}n${counter}`.slice(0, 30);
}

function digits(count: number): string {
  let out = String(1 + Math.floor(Math.random() * 9));
  while (out.length < count) out += String(Math.floor(Math.random() * 10));
  return out;
}

export interface NewMember extends Credentials {
  email: string;
  phone: string;
  session: Session;
}

export interface NewMemberOptions {
  username?: string;
  password?: string;
  trialBonus?: boolean;
}

async function countryId(request: APIRequestContext, baseURL: string): Promise<number> {
  const response = await request.get(`${baseURL}/api/auth/form`);
  const json = (await response.json()) as { data?: { countries?: { id: number; name: string }[] } };
  const countries = json.data?.countries ?? [];
  const turkey = countries.find((c) => /t(ü|u)rk/i.test(c.name));
  const chosen = turkey ?? countries[0];
  if (!chosen) throw new Error('GET auth/form returned no countries');
  return chosen.id;
}

/** Registers a member through POST /api/auth/register; the answer logs it in (spec §4). */
export async function registerMember(
  request: APIRequestContext,
  baseURL: string,
  options: NewMemberOptions = {},
): Promise<NewMember> {
  const username = options.username ?? uniqueUsername();
  const password = options.password ?? 'secret123';
  const email = `${username.toLowerCase()}@example.com`;
  // A Turkish mobile number: the contract's phone rule refuses others.
  const phone = `905${digits(9)}`;
  const answer = await postJson<Session>(request, `${baseURL}/api/auth/register`, {
    name: 'Deneme',
    surname: 'Üye',
    username,
    email,
    phone,
    PersonalNo: randomTcKimlikNo(),
    country: await countryId(request, baseURL),
    currencyId: 1,
    birthDate: '1990-05-17',
    trialBonus: options.trialBonus ?? false,
    termsAccepted: true,
    password,
    password2: password,
  });
  if (!answer.success) throw new Error(`registration of ${username} failed: ${answer.message ?? ''}`);
  const session = answer.data?.token ? answer.data : await apiLogin(request, baseURL, { username, password });
  return { username, password, email, phone, session };
}
