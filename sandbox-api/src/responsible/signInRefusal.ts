import type { ServerContext } from '../http/context';
import type { Locale } from '../i18n/locale';
import { activeBreak } from './breakStore';
import { siteDateTime } from './periods';
import { responsibleText } from './responsibleMessages';

/** The sentence sign-in answers while a break runs, naming its end (site time), or null. */
export async function breakRefusal(server: ServerContext, playerId: number, locale: Locale): Promise<string | null> {
  const running = await activeBreak(server.db, playerId, server.now());
  if (!running) return null;
  return responsibleText(locale, running.kind === 'timeout' ? 'break.signIn.timeout' : 'break.signIn.exclusion', { until: siteDateTime(new Date(running.endsAt)) });
}
