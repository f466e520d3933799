import { DEFAULT_TELEMETRY_RATE, parseRemotesDocument, type ParsedRemotes } from './remotesDocument';

/**
 * Fetches `remotes.json` next to the page (it changes on every release or rollback, so never from
 * a cache). A failure leaves no remote registered: every remote section shows its fallback.
 */
export async function fetchRemotesDocument(base: string = document.baseURI, bucket?: () => number): Promise<ParsedRemotes> {
  const url = new URL('remotes.json', base).href;
  let raw: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { entries: {}, problems: [`remotes.json could not be loaded from ${url} (${why}); no remote can be registered.`], sampleRate: DEFAULT_TELEMETRY_RATE };
  }
  return parseRemotesDocument(raw, base, bucket);
}
