import type { FastifyInstance, FastifyReply } from 'fastify';
import { GAME_FRAME_PAUSE, GAME_FRAME_RESUME } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { balanceOf } from '../wallet/walletStore';
import { GAME_BY_CODE } from './catalogue';
import { launchByToken, redeemLaunchCode } from './casinoStore';
import { playRound, PUBLISHED_RTP, type RoundRefusal } from './gameRound';
import { openRound } from './roundStore';
import { AGGREGATORS } from './studios';
import { pageScriptSrc } from '../static/pageScripts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Frame messages each demo posts to window.parent (README "Demo game providers"): every provider
 * `{command:'exit'}`; Egt its own exit and reload commands (spec §4).
 */
interface FrameMessages { exit: Record<string, string>; reload?: Record<string, string> }
export const EXIT_MESSAGES: Record<string, FrameMessages> = {
  egt: { exit: { command: 'com.egt-bg.exit' }, reload: { command: 'com.egt-bg.reload' } },
};
const DEFAULT_EXIT: FrameMessages = { exit: { command: 'exit' } };

const TEXT = {
  tr: { balance: 'Bakiye', bet: 'Bahis', spin: 'Çevir', deal: 'Oyna', exit: 'Çıkış', reload: 'Yeniden yükle', win: 'Kazanç', lost: 'Kazanç yok', funds: 'Bakiye yetersiz', limit: 'Bu turun kazancı bakiye üst sınırını aşacağı için tur oynanmadı', failed: 'İşlem yapılamadı', paused: 'Oyun duraklatıldı: site size oturumunuzun özetini gösteriyor.', rtp: `Oyuncuya dönüş oranı: %${PUBLISHED_RTP.replace('.', ',')}` },
  en: { balance: 'Balance', bet: 'Bet', spin: 'Spin', deal: 'Play', exit: 'Exit', reload: 'Reload', win: 'Win', lost: 'No win', funds: 'Insufficient balance', limit: 'Round not played: its win would take the balance past the limit', failed: 'Could not play', paused: 'Game paused: the site is showing you your session so far.', rtp: `Return to player: ${PUBLISHED_RTP} %` },
} as const;

function errorPage(reply: FastifyReply, provider: string, colour: string) {
  return reply.code(403).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(provider)}</title></head>
<body style="font-family:system-ui,sans-serif;background:#15151c;border-top:6px solid ${colour};color:#fff;display:grid;place-items:center;min-height:100vh;margin:0">
<main><h1>${escape(provider)}</h1><p data-testid="provider-error">Oturum geçersiz veya süresi doldu. / Session invalid or expired.</p></main></body></html>`);
}

/**
 * The demo game providers on the provider origin: one page styled per aggregator, opened
 * only with a launch's one-time code, which it spends at once for the game session's token; that
 * token stays in the page (config, never an address). Each round is one the provider issued and
 * moves money only through the wallet (gameRound.ts). The page pauses (no round can start) on
 * the site's `{command:'vitrin:pause'}` and resumes on `{command:'vitrin:resume'}`, heard only from
 * its parent window and one of the site's origins (server configuration, never the request). The
 * page's script is sandbox-api/assets/casinoGame.js; its data travels as JSON beside it.
 */
export function casinoProviderPages(origin: FastifyInstance, server: ServerContext): void {
  origin.get<{ Params: { slug: string }; Querystring: { code?: string } }>('/casino/:slug/play', async (request, reply) => {
    const aggregator = AGGREGATORS.find((a) => a.slug === request.params.slug);
    if (!aggregator) return reply.code(404).type('text/plain; charset=utf-8').send('Unknown provider');
    const redeemed = await redeemLaunchCode(server.db, String(request.query.code ?? ''), aggregator.name);
    const launch = redeemed?.launch;
    const game = launch ? GAME_BY_CODE.get(launch.gameCode) : undefined;
    if (!redeemed || !launch || !game) return errorPage(reply, aggregator.name, aggregator.colour);
    const balance = (await balanceOf(server.db, launch.playerId)) ?? '0.00';
    const t = TEXT[launch.language === 'en' ? 'en' : 'tr'];
    const messages = EXIT_MESSAGES[aggregator.slug] ?? DEFAULT_EXIT;
    const live = game.lobby === 'live';
    const round = await openRound(server.db, launch.id);
    const config = JSON.stringify({ token: redeemed.token, round, exit: messages.exit, reload: messages.reload ?? null, sites: server.siteOrigins, pause: GAME_FRAME_PAUSE.command, resume: GAME_FRAME_RESUME.command, t }).replace(/</g, '\\u003c');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="${launch.language === 'en' ? 'en' : 'tr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(game.name)} · ${escape(aggregator.name)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#15151c;border-top:6px solid ${aggregator.colour};color:#fff;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;padding:16px;box-sizing:border-box}
.reels{display:flex;gap:8px;font-size:44px;background:#0006;padding:12px 18px;border-radius:12px}button,select{font-size:16px;padding:10px 16px;border-radius:8px;border:0}
.play{background:#ffd24a;color:#222;font-weight:700}.exit{background:#e8e8ee;color:#111}.rtp{color:#c9c9d4;font-size:13px;margin:0}</style></head>
<body><header><small>${escape(aggregator.name)} · ${escape(game.studio)}</small><h1 style="margin:4px 0" data-testid="game-name">${escape(game.name)}</h1></header>
<p>${t.balance}: <strong data-testid="provider-balance">${escape(balance)}</strong> ₺</p>
<div class="reels" aria-hidden="true" id="reels">${live ? '🎲 ♠ ♥' : '🍒 🍋 7'}</div>
<label>${t.bet} <select id="bet" data-testid="bet">${['1.00', '5.00', '10.00', '25.00', '50.00', '100.00', '500.00'].map((b) => `<option>${b}</option>`).join('')}</select></label>
<div><button class="play" id="play" data-testid="play">${live ? t.deal : t.spin}</button>
<button class="exit" id="exit" data-testid="exit">${t.exit}</button>${messages.reload ? `<button class="exit" id="reload" data-testid="reload">${t.reload}</button>` : ''}</div>
<p role="status" id="result" data-testid="result"></p>
<p role="status" id="paused" data-testid="paused" hidden>${t.paused}</p>
<p class="rtp" data-testid="rtp">${escape(t.rtp)}</p>
<script type="application/json" id="config">${config}</script>
<script src="${pageScriptSrc('casinoGame')}"></script></body></html>`;
  });

  // The site frames the games sandboxed without allow-same-origin (ADR 0020), SoftGamings' inside
  // its sandboxed content page: the game pages run in an opaque origin ("null") and call these
  // endpoints cross-origin, so they answer CORS for any origin. The game session token in the body
  // is the only key (no cookies), so this opens nothing more.
  origin.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/casino/api/')) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      await reply.code(204).header('access-control-allow-methods', 'GET, POST').header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600').send();
    }
  });
  origin.options('/casino/api/*', async (_request, reply) => reply.code(204).send());

  origin.post<{ Body: { token?: unknown; bet?: unknown; roundId?: unknown } }>('/casino/api/round', async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const launch = typeof body.token === 'string' ? await launchByToken(server.db, body.token) : null;
    const game = launch ? GAME_BY_CODE.get(launch.gameCode) : undefined;
    if (!launch || !game) return reply.code(401).send({ ok: false, reason: 'bad-token' });
    const result = await playRound(server, launch, game, String(body.bet ?? ''), String(body.roundId ?? ''));
    // 402 too little money, 422 a win the balance cannot hold (NUMERIC(14, 2)), 409 a round already
    // played, 400 a bad bet or a round id this provider did not issue to this game session.
    if (!result.ok) return reply.code(ROUND_STATUS[result.reason]).send(result);
    return result;
  });

  // The game session's balance; the token travels in the body, never in an address.
  origin.post<{ Body: { token?: unknown } }>('/casino/api/balance', async (request, reply) => {
    const token = request.body && typeof request.body === 'object' ? request.body.token : undefined;
    const launch = typeof token === 'string' ? await launchByToken(server.db, token) : null;
    if (!launch) return reply.code(401).send({ ok: false, reason: 'bad-token' });
    return { ok: true, balance: (await balanceOf(server.db, launch.playerId)) ?? '0.00' };
  });
}

const ROUND_STATUS: Record<RoundRefusal, number> = {
  'insufficient-funds': 402, 'balance-limit': 422, 'round-used': 409, 'bad-round': 400, 'bad-bet': 400, 'responsible-limit': 403,
};
