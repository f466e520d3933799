/**
 * Only http(s) URLs are ever opened from server or settings data: a `javascript:` or `data:` link
 * in a slider, popup or setting must never run. Relative paths of the site itself are allowed so a
 * slide may point at `/casino/live`.
 */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** True for an absolute http(s) URL (opened in a new tab), false for a path of the site. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Link targets from data: only `_blank` and `_self` are honoured. */
export function safeTarget(raw: string | null | undefined): '_blank' | '_self' {
  return raw === '_blank' ? '_blank' : '_self';
}
