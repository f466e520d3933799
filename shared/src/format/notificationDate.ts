/** Parses the server's UTC timestamp, which comes without a zone suffix (spec §3). */
export function parseUtcTimestamp(value: string): Date {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
  return new Date(hasZone ? value : `${value}Z`);
}

/** One formatter per locale: making one costs far more than using it, and a list formats every row (ADR 0068). */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A server time in the viewer's time zone, in the site's one date-and-time style for the active
 * language: 26.11.2026 14:07 in Turkish, 26/11/2026, 14:07 in English — the style of every list
 * (histories, sessions). Spec §2's d.MMM.yy ("26.Kas.26") next to 26.11.2026 elsewhere read as two
 * sites, and its month names did not follow the language everywhere.
 */
export function formatNotificationDate(value: string, language: string): string {
  const date = parseUtcTimestamp(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language === 'en' ? 'en-GB' : 'tr-TR';
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })));
  return format.format(date);
}
