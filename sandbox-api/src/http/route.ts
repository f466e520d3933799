import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { CallDefinition } from '@vitrin/contract';
import type { Locale } from '../i18n/locale';
import { localeOf } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { idempotencyKeyOf, useIdempotencyKey } from './idempotencyKey';
import { unsafeTextField, unsafeTextIssue, unsafeTextMessage, validationMessage } from './validationMessage';
import type { Player, ServerContext } from './context';
import { bearerOf } from '../security/bearer';

export interface CallContext {
  locale: Locale;
  token: string | null;
  fingerprint: string | null;
  request: FastifyRequest;
  /** For the rare answer that needs a status or header of its own (429 with Retry-After). */
  reply: FastifyReply;
}
export interface MemberContext extends CallContext {
  player: Player;
  token: string;
}
/** A money call's context: the submission's Idempotency-Key, always there (see moneyCall). */
export interface MoneyContext extends MemberContext {
  /**
   * The submission's key as the domain stores it: the client's Idempotency-Key scoped to its
   * current binding (the same for every repeat within 24 h, a new one once the key has expired).
   */
  idempotencyKey: string;
}

type Handler<TDef extends CallDefinition, TCtx> = (
  input: v.InferOutput<TDef['request']>,
  ctx: TCtx,
) => Promise<v.InferInput<TDef['response']>>;

function callContext(request: FastifyRequest, reply: FastifyReply): CallContext {
  const fingerprint = request.headers['x-fingerprint'];
  return {
    locale: localeOf(request.headers['x-locale']),
    token: bearerOf(request.headers.authorization),
    fingerprint: typeof fingerprint === 'string' ? fingerprint : null,
    request,
    reply,
  };
}

/**
 * Mounts one call of the contract under /api/: the body (POST) or query (GET) is checked with the
 * call's own request schema from @vitrin/shared, so server and client enforce the same rules.
 */
function mount<TDef extends CallDefinition, TCtx>(
  app: FastifyInstance,
  def: TDef,
  prepare: (ctx: CallContext, reply: FastifyReply) => Promise<TCtx | null>,
  handler: Handler<TDef, TCtx>,
) {
  app.route({
    method: def.method,
    url: `/api/${def.path}`,
    handler: async (request, reply) => {
      const base = callContext(request, reply);
      const ctx = await prepare(base, reply);
      if (ctx === null) return reply;
      const raw = def.method === 'GET' ? (request.query ?? {}) : (request.body ?? {});
      // A control character or a lone surrogate is a 400 with its own sentence, never a 500 from
      // the database (contract text(): single-line fields refuse line breaks too).
      const unsafe = unsafeTextField(raw);
      if (unsafe) return reply.code(400).send({ success: false, message: unsafeTextMessage(base.locale, unsafe), data: null });
      const parsed = v.safeParse(def.request, raw);
      if (!parsed.success) {
        if (unsafeTextIssue(parsed.issues)) reply.code(400);
        return { success: false, message: validationMessage(base.locale, parsed.issues), data: null };
      }
      const answer = await handler(parsed.output, ctx);
      if (!v.is(def.response, answer)) {
        request.log.error({ path: def.path }, 'sandbox answer breaks the shared response schema');
      }
      return answer;
    },
  });
}

export function publicCall<TDef extends CallDefinition>(
  app: FastifyInstance,
  def: TDef,
  handler: Handler<TDef, CallContext>,
): void {
  mount(app, def, async (ctx) => ctx, handler);
}

/** A member call: 401 {success:false,message} for a missing, unknown or revoked token. */
export function memberCall<TDef extends CallDefinition>(
  app: FastifyInstance,
  server: ServerContext,
  def: TDef,
  handler: Handler<TDef, MemberContext>,
): void {
  mount(app, def, async (ctx, reply) => {
    const player = ctx.token ? await server.sessions.player(server.db, ctx.token) : null;
    if (!player || !ctx.token) {
      await reply.code(401).send({ success: false, message: translate(ctx.locale, 'auth.required') });
      return null;
    }
    return { ...ctx, player, token: ctx.token };
  }, handler);
}

/**
 * A member call that moves money (deposit, withdraw, bonus claim): a request without a usable
 * Idempotency-Key is refused (success:false, translated) before the handler runs, since a client
 * that leaves it out could book one submission twice. The key is bound to this call and a hash of
 * the request for 24 hours: a repeat gets the first answer (from the domain's store), the same key
 * with another call or another body is refused with 422 and a translated message (it would
 * otherwise answer with the first request's result, e.g. a deposit told "withdrawal received").
 */
export function moneyCall<TDef extends CallDefinition>(
  app: FastifyInstance,
  server: ServerContext,
  def: TDef,
  handler: Handler<TDef, MoneyContext>,
): void {
  memberCall(app, server, def, async (input, ctx) => {
    const idempotencyKey = idempotencyKeyOf(ctx.request);
    // Every money call answers the envelope, so a refusal is a valid answer of each.
    if (!idempotencyKey) return { success: false, message: translate(ctx.locale, 'request.keyRequired') } as v.InferInput<TDef['response']>;
    const use = await useIdempotencyKey(server.db, { playerId: ctx.player.id, key: idempotencyKey, endpoint: def.path, body: input, now: server.now() });
    if (!use.ok) {
      ctx.reply.code(422);
      return { success: false, message: translate(ctx.locale, 'request.keyReused') } as v.InferInput<TDef['response']>;
    }
    return handler(input, { ...ctx, idempotencyKey: use.scopedKey });
  });
}
