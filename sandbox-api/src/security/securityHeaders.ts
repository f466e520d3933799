import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The security header set of docs/security-headers.json, written once: the sandbox
 * reads it and fills its placeholders with the origins its configuration names; an operator's
 * CDN copies the same file. docs/security-headers.md explains every line.
 */
export const HEADER_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/security-headers.json');

type Policy = Record<string, readonly string[]>;
type HeaderBlock = { 'Content-Security-Policy': Policy } & Record<string, string | Policy>;

export interface HeaderSet {
  site: HeaderBlock;
  providerPages: HeaderBlock;
  /** Added to providerPages' policy on the content page (`/content/frame`) only. */
  contentPage: { 'Content-Security-Policy': Policy };
}

/** The origins a deployment names; every list may be empty. */
export interface HeaderOrigins {
  chat: readonly string[];
  api: readonly string[];
  hub: readonly string[];
  providers: readonly string[];
  content: readonly string[];
  ancestors: readonly string[];
  /** The site's own origins: the only parents of the provider pages (their frame-ancestors). */
  site: readonly string[];
  report: readonly string[];
}

export const NO_ORIGINS: HeaderOrigins = { chat: [], api: [], hub: [], providers: [], content: [], ancestors: [], site: [], report: [] };

export function readHeaderSet(file = HEADER_FILE): HeaderSet {
  return JSON.parse(readFileSync(file, 'utf8')) as HeaderSet;
}

/** 'http://a:1/x' → 'http://a:1'; anything that is not an http(s)/ws(s) origin is refused. */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return /^(https?|wss?):$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

const PLACEHOLDER = /^\{(\w+)\}$/;

function fill(word: string, origins: HeaderOrigins): readonly string[] {
  const name = PLACEHOLDER.exec(word)?.[1];
  if (!name) return [word];
  const list = origins[name as keyof HeaderOrigins];
  if (!list) throw new Error(`Unknown placeholder ${word} in the security header set`);
  return list;
}

/** One CSP header value: placeholders filled, duplicates dropped, an emptied directive 'none'. */
export function renderPolicy(policy: Policy, origins: HeaderOrigins): string {
  return Object.entries(policy)
    .map(([directive, words]) => {
      const values = [...new Set(words.flatMap((word) => fill(word, origins)))];
      if (values.length > 0) return `${directive} ${values.join(' ')}`;
      // A report address nobody configured is left out; a source list left empty allows nothing.
      return directive.startsWith('report-') ? '' : `${directive} 'none'`;
    })
    .filter(Boolean)
    .join('; ');
}

/** Permissions-Policy allow lists name origins in quotes: `fullscreen=(self "https://games.example")`. */
function renderPermissions(value: string, origins: HeaderOrigins): string {
  return value.replace(/\(([^)]*)\)/g, (_all, list: string) => {
    const words = list.split(' ').filter(Boolean).flatMap((word) => (PLACEHOLDER.test(word) ? fill(word, origins).map((origin) => `"${origin}"`) : [word]));
    return `(${[...new Set(words)].join(' ')})`;
  });
}

/** The headers of one block (site or provider pages) for the given origins. */
export function renderHeaders(block: HeaderBlock, origins: HeaderOrigins): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(block)) {
    if (name === 'Content-Security-Policy') headers[name] = renderPolicy(value as Policy, origins);
    else if (name === 'Permissions-Policy') headers[name] = renderPermissions(value as string, origins);
    // X-Frame-Options only knows DENY: when the operator lets its own origins frame the site,
    // frame-ancestors alone says so (browsers prefer it anyway).
    else if (name === 'X-Frame-Options' && origins.ancestors.length > 0) continue;
    else headers[name] = value as string;
  }
  return headers;
}
