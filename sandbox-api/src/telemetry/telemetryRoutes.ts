import type { FastifyInstance } from 'fastify';
import { reportFailures } from '@vitrin/contract';
import { publicCall } from '../http/route';
import type { TelemetryStore } from './telemetryStore';

/**
 * POST /api/telemetry/failures: the host's beacon. `sendBeacon` posts a string, so in this route's
 * scope a text/plain body is read as JSON; then it is any call of the contract (its own schema,
 * the text rule). Open to every page (no member, no token): what it stores is counts, and a report
 * names no one.
 */
export function telemetryRoutes(app: FastifyInstance, store: TelemetryStore, now: () => Date): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The report is not JSON.'), { statusCode: 400 }), undefined);
      }
    });
    publicCall(scope, reportFailures, async (input) => {
      await store.record(input, now());
      return { success: true, message: null };
    });
  });
}
