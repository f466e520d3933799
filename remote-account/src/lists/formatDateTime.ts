/** One formatter per locale: making one costs far more than using it, and a list formats every row (ADR 0068). */
const formats = new Map<string, Intl.DateTimeFormat>();

/** A server time (ISO 8601, UTC) in the reader's time zone and the active language. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'en' ? 'en-GB' : 'tr-TR';
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })));
  return format.format(date);
}
