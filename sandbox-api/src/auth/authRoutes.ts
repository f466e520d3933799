import type { FastifyInstance } from 'fastify';
import {
  authForm, changePasswordWithCode, checkResetCode, login, logout, register, sendResetPassword, birthDateProblem } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall, publicCall } from '../http/route';
import { openSession, playerById, playerByUsername, revokeSession, sessionData } from './players';
import { sportsbookSessionData } from '../sports/sportsbookSession';
import { hashPassword, verifyPassword } from '../security/password';
import { clearLoginFailures, loginWait, recordLoginFailure } from '../security/loginThrottle';
import { translate } from '../i18n/messages';
import type { Locale } from '../i18n/locale';
import { checkCode, issueCode, recordMessage } from './codes';
import type { CodeCheck } from './codes';

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

  publicCall(app, authForm, async () => {
    const countries = await db.query<{ id: number; name: string }>('SELECT id, name FROM countries ORDER BY sort');
    return { success: true, message: null, data: { countries } };
  });

  publicCall(app, login, async (input, ctx) => {
    const address = ctx.request.ip;
    const wait = await loginWait(db, input.username, address);
    if (wait > 0) {
      // The same answer for known and unknown names: nothing tells which exist (issue 16).
      ctx.reply.code(429).header('retry-after', String(wait));
      return { success: false, message: translate(ctx.locale, 'auth.tooManyAttempts', { minutes: Math.ceil(wait / 60) }), data: null };
    }
    const player = await playerByUsername(db, input.username.trim());
    if (!player || !(await verifyPassword(input.password, player.passwordHash))) {
      await recordLoginFailure(db, input.username, address);
      return { success: false, message: translate(ctx.locale, 'auth.loginFailed'), data: null };
    }
    await clearLoginFailures(db, input.username);
    const token = await openSession(db, player.id, ctx.fingerprint);
    const { passwordHash: _hash, ...publicPlayer } = player;
    return { success: true, message: translate(ctx.locale, 'auth.loginOk'), data: sessionData(publicPlayer, token, await sportsbookSessionData(server, token)) };
  });

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
    const passwordHash = await hashPassword(input.password);
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
    const token = await openSession(db, id, ctx.fingerprint);
    return { success: true, message: translate(ctx.locale, 'auth.registerOk'), data: sessionData(player, token, await sportsbookSessionData(server, token)) };
  });

  memberCall(app, server, logout, async (_input, ctx) => {
    await revokeSession(db, ctx.token);
    return { success: true, message: translate(ctx.locale, 'auth.loggedOut') };
  });

  publicCall(app, sendResetPassword, async (input, ctx) => {
    const player = await playerByUsername(db, input.username.trim());
    if (!player) return { success: false, message: translate(ctx.locale, 'reset.unknownUser') };
    const code = await issueCode(db, player.id, 'reset');
    await recordMessage(db, {
      playerId: player.id,
      kind: 'email',
      recipient: player.email,
      subject: translate(ctx.locale, 'reset.mailSubject'),
      text: translate(ctx.locale, 'reset.mailText', { name: player.name, code }),
    });
    return { success: true, message: translate(ctx.locale, 'reset.sent') };
  });

  publicCall(app, checkResetCode, async (input, ctx) => {
    const player = await playerByUsername(db, input.username.trim());
    if (!player) return { success: false, message: translate(ctx.locale, 'reset.unknownUser') };
    const result = await checkCode(db, player.id, 'reset', input.code, { consume: false });
    if (result !== 'ok') return { success: false, message: codeFailure(ctx.locale, result) };
    return { success: true, message: translate(ctx.locale, 'reset.codeOk') };
  });

  publicCall(app, changePasswordWithCode, async (input, ctx) => {
    const player = await playerByUsername(db, input.username.trim());
    if (!player) return { success: false, message: translate(ctx.locale, 'reset.unknownUser') };
    const result = await checkCode(db, player.id, 'reset', input.code, { consume: true, requireChecked: true });
    if (result !== 'ok') return { success: false, message: codeFailure(ctx.locale, result) };
    const passwordHash = await hashPassword(input.password);
    await db.query('UPDATE players SET password_hash = $2 WHERE id = $1', [player.id, passwordHash]);
    // A new password ends every open session, as a stolen one should not survive the reset.
    await db.query('UPDATE sessions SET revoked_at = now() WHERE player_id = $1 AND revoked_at IS NULL', [player.id]);
    return { success: true, message: translate(ctx.locale, 'reset.changed') };
  });
}
