/** The token of a request: Authorization: Bearer …, or the access_token query (hub, browsers' WebSocket). */
export function bearerOf(authorization: unknown, query?: unknown): string | null {
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    if (match?.[1]) return match[1];
  }
  if (query && typeof query === 'object' && 'access_token' in query) {
    const value = (query as Record<string, unknown>).access_token;
    if (typeof value === 'string' && value) return value;
  }
  return null;
}
