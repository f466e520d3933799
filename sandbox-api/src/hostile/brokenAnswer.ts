import type { FastifyInstance } from 'fastify';

/**
 * A backend with one answer off the contract (SANDBOX_BREAK_ANSWER=<call path>, e.g. user/balance):
 * that call's successful answers carry a string where the contract has its data. It exists to prove
 * that the conformance suite catches such a backend (`./vitrin conformance`), and to see how the
 * site takes a contract break (the section's error state, never a blank page).
 */
export function registerBrokenAnswer(app: FastifyInstance, path = process.env.SANDBOX_BREAK_ANSWER): void {
  if (!path) return;
  const url = `/api/${path.replace(/^\/+/, '')}`;
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.url.split('?')[0] !== url) return payload;
    const answer = payload as { success?: unknown } | null;
    return answer && typeof answer === 'object' && answer.success !== false ? { ...answer, data: 'broken on purpose' } : payload;
  });
}
