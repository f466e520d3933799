import * as v from 'valibot';

/**
 * The message code of a text that holds a character no player types: the forms translate it
 * (`…validation.unsafeText`), the sandbox answers it with HTTP 400 and a translated sentence.
 */
export const UNSAFE_TEXT = 'unsafeText';

export interface TextOptions {
  /** A field typed in a text area (a message): line breaks and tabs are allowed there. */
  multiline?: boolean;
}

/**
 * True when `value` holds a control character (C0, DEL, C1; line feed, carriage return and tab
 * only when `multiline`) or half of a surrogate pair. No keyboard types them, and downstream they
 * break things: PostgreSQL refuses NUL in text and a lone surrogate in JSON, a log line or a CSV
 * export can be forged with a line break, and a lone surrogate is not valid UTF-8 at all.
 */
export function hasUnsafeCharacters(value: string, options: TextOptions = {}): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (options.multiline && (code === 0x0a || code === 0x0d || code === 0x09)) continue;
      return true;
    }
    if (code >= 0x7f && code <= 0x9f) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/** The check itself, to add to a pipe that already reads a string (a form's own rules). */
export function safeText(options: TextOptions = {}) {
  return v.check<string, typeof UNSAFE_TEXT>((value) => !hasUnsafeCharacters(value, options), UNSAFE_TEXT);
}

/**
 * The one building block of every text field a request carries: a string with no control
 * characters (line breaks only where `multiline`) and no lone surrogates. Further rules pipe onto
 * it: `v.pipe(text(), v.minLength(1), v.maxLength(50))`.
 */
export function text(options: TextOptions = {}) {
  return v.pipe(v.string(), safeText(options));
}
