const MONTHS: Record<string, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Parses the server's UTC timestamp, which comes without a zone suffix (spec §3). */
export function parseUtcTimestamp(value: string): Date {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
  return new Date(hasZone ? value : `${value}Z`);
}

/** d.MMM.yy HH:mm in the viewer's time zone, e.g. 5.Mar.26 14:07. */
export function formatNotificationDate(value: string, language: string): string {
  const date = parseUtcTimestamp(value);
  if (Number.isNaN(date.getTime())) return '';
  const months = MONTHS[language] ?? MONTHS.en!;
  const yy = pad(date.getFullYear() % 100);
  return `${date.getDate()}.${months[date.getMonth()]}.${yy} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
