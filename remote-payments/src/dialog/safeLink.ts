/** Only http(s) addresses are ever opened (quality bar: no javascript:, data: or relative links). */
export function safeHttpLink(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const url = new URL(data.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
