import type { FastifyInstance } from 'fastify';
import { TransactionStatus } from '@vitrin/contract';
import type { ServerContext } from '../http/context';
import { lira } from '../account/accountMessages';
import { paymentByToken } from './paymentStore';
import { settlePayment } from './settlePayment';
import { MAX_MONEY } from '../wallet/money';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Where "Return to site" leads: the site origin the link was made for (`site` in its address, set
 * by the deposit from the request's Origin) only when it is one of the configured site origins,
 * else the first of them. Never any other address from the query: this page must not become an
 * open redirect.
 */
export function returnOrigin(sites: readonly string[], asked: unknown): string | null {
  if (typeof asked === 'string' && sites.includes(asked)) return asked;
  return sites[0] ?? null;
}

function backLink(sites: readonly string[], asked: unknown): string {
  const origin = returnOrigin(sites, asked);
  return origin ? `<p><a class="back" data-testid="return-to-site" href="${escape(`${origin}/`)}" rel="noopener">Siteye dön / Return to site</a></p>` : '';
}

const EXPIRED = '<h1>Bu ödeme bağlantısının süresi doldu / This payment link has expired</h1><p>Yeni bir yatırım talebi oluşturun. / Make a new deposit request.</p>';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;background:#f4f6fb;color:#1b2430}
main{background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}button{font-size:16px;padding:10px 16px;margin:8px 8px 0 0;border-radius:8px;border:0;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.cancel{background:#d0d7de}
.back{display:inline-block;margin-top:16px;font-size:16px;color:#0b57d0}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The demo payment provider, on the provider origin (another port, so really another site): the
 * player completes or cancels a link deposit here; completing confirms it and credits the wallet.
 * The one-time token in the address is the only key; the provider never calls Vitrin's API.
 */
export function paymentProviderPages(origin: FastifyInstance, server: ServerContext): void {
  // Its own scope: the page's plain HTML forms post urlencoded bodies, which carry nothing we read.
  origin.register(async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    app.get<{ Params: { token: string }; Querystring: { site?: string } }>('/pay/:token', async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const back = backLink(server.siteOrigins, request.query.site);
      const payment = await paymentByToken(server.db, request.params.token);
      if (!payment) return reply.code(404).send(page('Demo Pay', `<h1>Ödeme bulunamadı / Payment not found</h1>${back}`));
      if (payment.expired) return reply.code(410).send(page('Demo Pay', EXPIRED + back));
      if (payment.status !== TransactionStatus.Created) {
        return page('Demo Pay', `<h1>Bu ödeme sonuçlandı / This payment is settled</h1><p data-status="${payment.status}">#${payment.id}</p>${back}`);
      }
      const token = escape(request.params.token);
      // The forms keep the (checked) site, so the result page leads back to the same origin.
      const site = returnOrigin(server.siteOrigins, request.query.site);
      const query = site ? `?site=${escape(encodeURIComponent(site))}` : '';
      return page('Demo Pay', `<h1>Demo Pay</h1>
  <p>${escape(payment.methodName)} · <strong data-testid="amount">${escape(lira(payment.amount))}</strong></p>
  <form method="post" action="/pay/${token}/complete${query}"><button class="pay" type="submit">Öde / Pay</button></form>
  <form method="post" action="/pay/${token}/cancel${query}"><button class="cancel" type="submit">Vazgeç / Cancel</button></form>${back}`);
    });

    for (const action of ['complete', 'cancel'] as const) {
      app.post<{ Params: { token: string }; Querystring: { site?: string } }>(`/pay/:token/${action}`, async (request, reply) => {
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        const back = backLink(server.siteOrigins, request.query.site);
        const payment = await paymentByToken(server.db, request.params.token);
        if (payment?.expired) return reply.code(410).send(page('Demo Pay', EXPIRED + back));
        if (!payment || payment.status !== TransactionStatus.Created) {
          return reply.code(payment ? 409 : 404).send(page('Demo Pay', `<h1>Bu ödeme sonuçlandı / This payment is settled</h1>${back}`));
        }
        const settled = await settlePayment(server, payment.id, action === 'complete' ? 'confirm' : 'cancel');
        if (!settled.ok && settled.reason === 'balance-limit') {
          return reply.code(422).send(page('Demo Pay', `<h1>Ödeme tamamlanamadı / Payment not completed</h1>
  <p data-testid="balance-limit">Bu tutar bakiyenizin üst sınırını (${escape(lira(MAX_MONEY))}) aşar; ödeme açık kaldı. / This amount would take your balance past its limit (${escape(lira(MAX_MONEY))}); the payment stays open.</p>${back}`));
        }
        // Settled meanwhile, or its end came between the read above and the move.
        if (!settled.ok) return reply.code(409).send(page('Demo Pay', `<h1>Bu ödeme sonuçlandı / This payment is settled</h1>${back}`));
        return page('Demo Pay', action === 'complete'
          ? `<h1>Ödeme tamamlandı / Payment complete</h1><p>Bu sekmeyi kapatabilirsiniz. / You can close this tab.</p>${back}`
          : `<h1>Ödeme iptal edildi / Payment cancelled</h1>${back}`);
      });
    }
  });
}
