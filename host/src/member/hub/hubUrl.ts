import { HUB } from '@vitrin/contract';

/** ./hub/frnotify against the document base, ws(s) scheme, with the fingerprint query (spec §7). */
export function hubUrl(baseURI: string, fingerprint: string | null): string {
  const url = new URL(HUB.path, baseURI);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (fingerprint) url.searchParams.set('fingerprint', fingerprint);
  return url.toString();
}
