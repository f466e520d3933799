import { HOSTILE_LINK, HTML_PAYLOAD, TEXT_PAYLOADS } from './payloads';

/**
 * Rewrites the strings of one JSON answer the way a hostile operator (or an attacker in the
 * back office) would have typed them (Hostile strings). It goes by key: texts a player
 * reads get a payload appended (the original stays first, so pages still read and tests still
 * find things by name), links become `javascript:` addresses, HTML gets every payload. What the
 * site needs to work stays intact: ids, codes, keys, tokens, amounts, dates, picture addresses,
 * the chat script and the JSON settings.
 */

/** Texts a player reads. `value` counts only inside translations (see walkObject). */
const TEXT_KEYS = new Set([
  'title', 'name', 'note', 'summary', 'message', 'label', 'description', 'text', 'subject',
  'gameName', 'studio', 'reason', 'surname', 'placeholder', 'hint',
]);
const HTML_KEYS = new Set(['html', 'content']);
/** Site settings the site cannot work without (the chat loader, pinned games' JSON, the override switch). */
const KEPT_OPTIONS = new Set(['chat-site-id', 'chat-div-id', 'chat-script-url', 'header-games', 'remote-override']);

/** The same text always gets the same payload, so a reload shows the same page. */
export function hostileText(text: string): string {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 31 + text.charCodeAt(index)) >>> 0;
  return `${text} ${TEXT_PAYLOADS[hash % TEXT_PAYLOADS.length]}`;
}

export function hostileHtml(html: string): string {
  return `${html}${HTML_PAYLOAD}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A site setting `{key, value, status}`: links turn hostile, plain texts get a payload. */
function hostileOption(option: Record<string, unknown>): Record<string, unknown> {
  const { key, value } = option;
  if (typeof key !== 'string' || typeof value !== 'string' || KEPT_OPTIONS.has(key) || /^\s*[[{]/.test(value)) return option;
  if (value === 'true' || value === 'false') return option;
  return { ...option, value: /^(https?:)?\/|^[a-z]+:/i.test(value) ? HOSTILE_LINK : hostileText(value) };
}

function walkObject(item: Record<string, unknown>): Record<string, unknown> {
  if ('status' in item && typeof item.status === 'boolean' && 'key' in item && 'value' in item) return hostileOption(item);
  // A translation {key, value}: the key must match, the text is the operator's.
  const translation = Object.keys(item).length === 2 && typeof item.key === 'string' && typeof item.value === 'string';
  // A payment field's key is its label on the form (spec §3 payment detail).
  const paymentField = 'objectType' in item && typeof item.key === 'string';
  // The slider's and the popup's link (they carry pictures): where a click goes.
  const linked = Array.isArray(item.images);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(item)) {
    if (typeof inner === 'string') {
      if (TEXT_KEYS.has(key) || (translation && key === 'value') || (paymentField && key === 'key')) out[key] = hostileText(inner);
      else if (HTML_KEYS.has(key)) out[key] = hostileHtml(inner);
      else if (linked && key === 'url') out[key] = HOSTILE_LINK;
      else out[key] = inner;
    } else {
      out[key] = hostileAnswer(inner);
    }
  }
  return out;
}

/** The hostile version of a JSON answer (a new value; the input is not changed). */
export function hostileAnswer<T>(value: T): T {
  if (Array.isArray(value)) return value.map((inner: unknown) => hostileAnswer(inner)) as T;
  if (isRecord(value)) return walkObject(value) as T;
  return value;
}

/**
 * A hub message `{command, message}`: a Notification's message is the notification as JSON
 * (README "The hub"); its title and note turn hostile. Balance messages stay exact.
 */
export function hostileHubMessage<M extends { command: string; message: string }>(hubMessage: M): M {
  if (hubMessage.command !== 'Notification') return hubMessage;
  try {
    return { ...hubMessage, message: JSON.stringify(hostileAnswer(JSON.parse(hubMessage.message) as unknown)) };
  } catch {
    return hubMessage;
  }
}
