import { IMMUTABLE } from '../src/static/cachePolicy';

/**
 * The scripts a provider page runs, as a browser gets them: the page itself may hold only data
 * (JSON script elements); each script is a file at a hashed address of `origin`, kept for good.
 */
export async function scriptsOfPage(html: string, origin: string): Promise<string> {
  const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const inline = tags.filter(([, attributes, body]) => !/\bsrc="/.test(attributes!) && !/type="application\/json"/.test(attributes!) && body!.trim() !== '');
  expect(inline.map(([tag]) => tag)).toEqual([]);
  const sources = tags.map(([, attributes]) => /\bsrc="([^"]+)"/.exec(attributes!)?.[1]).filter((src): src is string => !!src);
  expect(sources.length).toBeGreaterThan(0);
  const texts = await Promise.all(sources.map(async (src) => {
    const answer = await fetch(new URL(src, origin));
    expect([src, answer.status, answer.headers.get('cache-control'), answer.headers.get('content-type')]).toEqual([src, 200, IMMUTABLE, 'text/javascript; charset=utf-8']);
    return answer.text();
  }));
  return texts.join('\n');
}
