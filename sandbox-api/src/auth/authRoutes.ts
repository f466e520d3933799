import type { FastifyInstance } from 'fastify';
import {
  authForm, changePasswordWithCode, checkResetCode, login, logout, register, sendResetPassword, birthDateProblem } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall, publicCall } from '../http/route';
import type { CallContext } from '../http/route';
import { openSession, playerById, playerByUsername, revokePlayerSessions, revokeSession, sessionData } from './players';
import { sportsbookSessionData } from '../sports/sportsbookSession';
import { breakRefusal } from '../responsible/signInRefusal';
import { hashPassword, verifyPassword } from '../security/password';
import { beginLoginAttempt, inPairTurn, loginSucceeded, nameKey } from '../security/loginThrottle';
import { takeAttempt } from '../security/attemptLimit';
import { deviceHashOf, rememberDevice } from '../security/deviceCookie';
import { translate } from '../i18n/messages';
import type { Locale } from '../i18n/locale';
import { localeOf } from '../i18n/locale';
import { countryName } from '../cms/countries';
import { checkCode, issueCode, recordMessage, unknownNameCheck, RESET_CHECKS, RESET_SENDS } from './codes';
import type { CodeCheck } from './codes';

/** A stored hash for names that do not exist, so their sign-in costs the same scrypt. */
const unknownNameHash = hashPassword('no such player');

/** Too much password work under way (a login flood): come back in a moment. */
function busy(ctx: CallContext) {
  ctx.reply.code(503).header('retry-after', '2');
  return busyAnswer(ctx.locale);
}

function busyAnswer(locale: Locale) {
  return { success: false, message: translate(locale, 'auth.busy'), data: null };
}

function tooMany(ctx: CallContext, wait: number) {
  ctx.reply.code(429).header('retry-after', String(wait));
  return { success: false, message: translate(ctx.locale, 'auth.tooManyAttempts', { minutes: Math.ceil(wait / 60) }) };
}

function codeFailure(locale: Locale, result: CodeCheck | 'notChecked'): string {
  switch (result) {
    case 'expired': return translate(locale, 'reset.expired');
    case 'tooMany': return translate(locale, 'reset.tooManyAttempts');
    case 'notChecked': return translate(locale, 'reset.notChecked');
    default: return translate(locale, 'reset.badCode');
  }
}

/** The contract's birth date rule (the form's too): a real calendar date, and 18 or older on the day. */
function birthDateMessage(value: string, now: Date): 'register.badBirthDate' | 'register.tooYoung' | null {
  const problem = birthDateProblem(value, now);
  if (problem === 'invalid') return 'register.badBirthDate';
  return problem === 'underage' ? 'register.tooYoung' : null;
}

export function authRoutes(app: FastifyInstance, server: ServerContext): void {
  const { db } = server;

  publicCall(app, authForm, async (_input, { locale }) => {
    const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM countries ORDER BY sort');
    const countries = rows.map((row) => ({ id: row.id, name: countryName(row.id, row.name, locale) }));
    return { success: true, message: null, data: { countries } };
  });

  // In a flood most logins are turned away: do it as the request arrives, before its body is read
  // and checked, so each refusal costs the event loop next to nothing.
  const loginUrl = `/api/${login.path}`;
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== loginUrl || !server.passwordWork.full) return;
    await reply.code(503).header('retry-after', '2').send(busyAnswer(localeOf(request.headers['x-locale'])));
  });

  publicCall(app, login, async (input, ctx) => {
    const gated = await inPairTurn(input.username, ctx.request.ip, () => server.passwordWork.run(ctx.reply, () => signIn(input, ctx)));
    if (gated === 'busy' || gated === 'gone') return busy(ctx);
    return gated.done;
  });

  async function signIn(input: { username: string; password: string }, ctx: CallContext) {
    const now = server.now();
    const admission = await beginLoginAttempt(db, {
      username: input.username, address: ctx.request.ip, deviceHash: deviceHashOf(ctx.request), now,
    });
    if (!admission.attempt) {
      // The same answer for known and unknown names: nothing tells which exist.
      ctx.reply.code(429).header('retry-after', String(admission.wait));
      return { success: false, message: translate(ctx.locale, 'auth.tooManyAttempts', { minutes: Math.ceil(admission.wait / 60) }), data: null };
    }
    const player = await playerByUsername(db, input.username.trim());
    // An unknown name costs the same hash, so the time taken does not tell which names exist.
    const right = await verifyPassword(input.password, player?.passwordHash ?? await unknownNameHash);
    if (!player || !right) return { success: false, message: translate(ctx.locale, 'auth.loginFailed'), data: null };
    await loginSucceeded(db, admission.attempt);
    // A time-out or self-exclusion refuses sign-in with its end date; only after the password is
    // right, so the refusal tells nobody else that the account is on a break.
    const onBreak = await breakRefusal(server, player.id, ctx.locale);
    if (onBreak) return { success: false, message: onBreak, data: null };
    await rememberDevice(db, ctx.request, ctx.reply, player.id, now);
    const token = await openSession(db, player.id, ctx.fingerprint, now);
    const { passwordHash: _hash, ...publicPlayer } = player;
    return { success: true, message: translate(ctx.locale, 'auth.loginOk'), data: sessionData(publicPlayer, token, await sportsbookSessionData(server, token)) };
  }

  publicCall(app, register, async (input, ctx) => {
    const fail = (key: Parameters<typeof translate>[1]) => ({ success: false, message: translate(ctx.locale, key), data: null });
    const birth = birthDateMessage(input.birthDate, server.now());
    if (birth) return fail(birth);
    const country = await db.query('SELECT id FROM countries WHERE id = $1', [input.country]);
    if (country.length === 0) return fail('register.unknownCountry');
    const clash = await db.query<{ username: boolean; email: boolean; personal: boolean }>(
      `SELECT lower(username) = lower($1) AS username, lower(email) = lower($2) AS email, personal_no = $3 AS personal
       FROM players WHERE lower(username) = lower($1) OR lower(email) = lower($2) OR personal_no = $3`,
      [input.username, input.email, input.PersonalNo],
    );
    if (clash.some((row) => row.username)) return fail('register.usernameTaken');
    if (clash.some((row) => row.email)) return fail('register.emailTaken');
    if (clash.some((row) => row.personal)) return fail('register.personalNoTaken');
    const hashed = await server.passwordWork.run(ctx.reply, () => hashPassword(input.password));
    if (hashed === 'busy' || hashed === 'gone') return busy(ctx);
    const passwordHash = hashed.done;
    let id: number;
    try {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO players (id, usercode, username, email, personal_no, name, surname, phone, country_id, currency_id,
           birth_date, password_hash, balance, wants_trial_bonus, ref_id, partner, subid, source)
         VALUES (nextval('players_id_seq'), (100000 + currval('players_id_seq'))::text, $1, $2, $3, $4, $5, $6, $7, $8,
           $9, $10, 0, $11, $12, $13, $14, $15)
         RETURNING id`,
        [input.username, input.email, input.PersonalNo, input.name, input.surname, input.phone, input.country,
          input.currencyId, input.birthDate, passwordHash, input.trialBonus, input.refId ?? null, input.partner ?? null,
          input.subid ?? null, input.source ?? null],
      );
      id = row!.id;
    } catch {
      // A concurrent registration won the unique index between the check and the insert.
      return fail('register.usernameTaken');
    }
    const player = (await playerById(db, id))!;
    await rememberDevice(db, ctx.request, ctx.reply, id, server.now());
    const token = await openSession(db, id, ctx.fingerprint, server.now());
    return { success: true, message: translate(ctx.locale, 'auth.registerOk'), data: sessionData(player, token, await sportsbookSessionData(server, token)) };
  });

  memberCall(app, server, logout, async (_input, ctx) => {
    server.hub.closeSessions(await revokeSession(db, ctx.token));
    return { success: true, message: translate(ctx.locale, 'auth.loggedOut') };
  });

  // Recovery answers alike for known and unknown names, and is counted per name whether it exists
  // or not: 3 codes and 10 checks an hour (docs/security.md "Accounts").
  publicCall(app, sendResetPassword, async (input, ctx) => {
    const now = server.now();
    const wait = await takeAttempt(db, { ...RESET_SENDS, key: nameKey(input.username) }, now);
    if (wait > 0) return tooMany(ctx, wait);
    const player = await playerByUsername(db, input.username.trim());
    if (player) {
      const code = await issueCode(db, player.id, 'reset', null, now);
      await recordMessage(db, {
        playerId: player.id,
        kind: 'email',
        recipient: player.email,
        subject: translate(ctx.locale, 'reset.mailSubject'),
        text: translate(ctx.locale, 'reset.mailText', { name: player.name, code }),
      });
    }
    return { success: true, message: translate(ctx.locale, 'reset.sent') };
  });

  /** One counted check of a reset code; for an unknown name, the answers a known one would get. */
  async function resetCheck(username: string, code: string, consume: boolean): Promise<{ wait: number } | { result: CodeCheck | 'notChecked'; playerId: number | null }> {
    const now = server.now();
    const key = nameKey(username);
    const wait = await takeAttempt(db, { ...RESET_CHECKS, key }, now);
    if (wait > 0) return { wait };
    const player = await playerByUsername(db, username.trim());
    if (!player) return { result: await unknownNameCheck(db, key, now), playerId: null };
    const result = await checkCode(db, player.id, 'reset', code, consume ? { consume: true, requireChecked: true, now } : { consume: false, now });
    return { result, playerId: player.id };
  }

  publicCall(app, checkResetCode, async (input, ctx) => {
    const check = await resetCheck(input.username, input.code, false);
    if ('wait' in check) return tooMany(ctx, check.wait);
    if (check.result !== 'ok') return { success: false, message: codeFailure(ctx.locale, check.result) };
    return { success: true, message: translate(ctx.locale, 'reset.codeOk') };
  });

  publicCall(app, changePasswordWithCode, async (input, ctx) => {
    const check = await resetCheck(input.username, input.code, true);
    if ('wait' in check) return tooMany(ctx, check.wait);
    if (check.result !== 'ok' || check.playerId === null) return { success: false, message: codeFailure(ctx.locale, check.result) };
    const playerId = check.playerId;
    const hashed = await server.passwordWork.run(ctx.reply, () => hashPassword(input.password));
    if (hashed === 'busy' || hashed === 'gone') return busy(ctx);
    // A new password ends every open session and its hub connections: a stolen one must not survive the reset.
    const ended = await db.transaction(async (tx) => {
      await tx.query('UPDATE players SET password_hash = $2 WHERE id = $1', [playerId, hashed.done]);
      return revokePlayerSessions(tx, playerId);
    });
    server.hub.closeSessions(ended);
    return { success: true, message: translate(ctx.locale, 'reset.changed') };
  });
}
