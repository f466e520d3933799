import type { FastifyInstance } from 'fastify';
import {
  amusnetLaunchUrl, dtLaunchUrl, egtLaunchUrl, emLaunchUrl, hub88LaunchUrl, pragmaticLaunchUrl, softgamingsLaunchUrl,
  type LaunchProvider,
} from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { memberCall, type MemberContext } from '../http/route';
import { GAME_BY_CODE, type CatalogueGame } from './catalogue';
import { casinoText, refusal } from './casinoMessages';
import { openLaunch } from './casinoStore';
import { AGGREGATORS } from './studios';

interface LaunchRequest {
  code: string;
  provider: LaunchProvider;
  mobile: boolean;
  language?: 'tr' | 'en';
  lobbyUrl?: string;
  /** A further refusal for this provider's payload (EveryMatrix productId, SoftGamings system). */
  refuse?: (game: CatalogueGame) => string | null;
}

type Opened = { ok: true; url: string; game: CatalogueGame } | { ok: false; message: string };

/** The demo game's address on the provider origin for a launch's one-time code. */
export function playAddress(server: ServerContext, provider: LaunchProvider, code: string): string {
  const slug = AGGREGATORS.find((a) => a.name === provider)!.slug;
  return `${server.providerUrl}/casino/${slug}/play?code=${encodeURIComponent(code)}`;
}

/**
 * Checks the game belongs to the provider of the call, records the launch with a one-time code
 * bound to the member's session (short-lived, single use; logout revokes it), and answers the
 * provider-origin address, which carries only that code: whoever reads the address after the
 * frame loaded it holds a spent code.
 */
async function open(server: ServerContext, ctx: MemberContext, request: LaunchRequest): Promise<Opened> {
  const game = GAME_BY_CODE.get(request.code);
  if (!game) return { ok: false, message: casinoText(ctx.locale, 'unknownGame') };
  if (game.providerName !== request.provider) return { ok: false, message: casinoText(ctx.locale, 'otherProvider', { provider: request.provider }) };
  const refused = request.refuse?.(game);
  if (refused) return { ok: false, message: refused };
  const code = await openLaunch(server.db, {
    playerId: ctx.player.id, sessionToken: ctx.token, gameCode: game.gameCode, provider: request.provider,
    language: request.language ?? ctx.locale, mobile: request.mobile, lobbyUrl: request.lobbyUrl ?? null,
  });
  if (!code) return { ok: false, message: casinoText(ctx.locale, 'noSession') };
  return { ok: true, url: playAddress(server, request.provider, code), game };
}

const answer = (opened: Opened) => (opened.ok
  ? { success: true, message: null, data: opened.url }
  : refusal(opened.message));

/** SoftGamings answers HTML plus a script (spec §7); the script opens the game from the provider origin. */
export function softgamingsDocument(url: string, origin: string): { html: string; script: string; origin: string } {
  const html = '<div id="sg-game" style="position:fixed;inset:0;background:#140a24"></div>';
  // Runs in the client's sandboxed content frame (an opaque origin). It loads the game in that same
  // frame rather than a frame inside it: the game page admits only the site as its parent
  // (frame-ancestors), and no source expression can name the content frame's opaque origin. The
  // game keeps the frame's sandbox (an opaque origin too) and speaks to the site as its parent.
  const script = `location.replace(${JSON.stringify(url)});`;
  return { html, script, origin };
}

/** The seven launch calls of spec §7, one per aggregator, each with its own payload. */
export function launchRoutes(app: FastifyInstance, server: ServerContext): void {
  memberCall(app, server, egtLaunchUrl, async (input, ctx) => answer(await open(server, ctx, {
    code: input.gameCode, provider: 'Egt Digital', mobile: input.platform === 2, language: input.language, lobbyUrl: input.lobbyUrl,
  })));
  memberCall(app, server, hub88LaunchUrl, async (input, ctx) => answer(await open(server, ctx, {
    code: input.gameCode, provider: 'Hub88', mobile: input.platform === 2, language: input.language, lobbyUrl: input.lobbyUrl,
  })));
  memberCall(app, server, amusnetLaunchUrl, async (input, ctx) => answer(await open(server, ctx, {
    code: input.code, provider: 'Amusnet', mobile: input.isMobile,
  })));
  memberCall(app, server, pragmaticLaunchUrl, async (input, ctx) => answer(await open(server, ctx, {
    code: input.code, provider: 'Pragmatic Play', mobile: false,
  })));
  memberCall(app, server, dtLaunchUrl, async (input, ctx) => answer(await open(server, ctx, {
    code: input.code, provider: 'Digitain', mobile: false,
  })));
  memberCall(app, server, emLaunchUrl, async (input, ctx) => answer(await open(server, ctx, {
    code: input.code, provider: 'EveryMatrix', mobile: false,
    refuse: (game) => (String(game.productId) === String(input.productId) ? null : casinoText(ctx.locale, 'wrongProduct')),
  })));
  memberCall(app, server, softgamingsLaunchUrl, async (input, ctx) => {
    const opened = await open(server, ctx, {
      code: input.pageCode, provider: 'SoftGamings', mobile: input.isMobile === 1,
      refuse: (game) => (String(game.system) === String(input.system) ? null : casinoText(ctx.locale, 'wrongSystem')),
    });
    if (!opened.ok) return refusal(opened.message);
    return { success: true, message: null, data: softgamingsDocument(opened.url, server.providerUrl) };
  });
}
