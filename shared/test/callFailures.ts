// The call × failure drill as component tests (e2e/tests/hardening/callFailures.spec.ts keeps one
// call per area in the browser; the rest run here, against the screen that makes the call, with
// the mock API). The same four failures and the same checks as the browser drill: the player is
// told in words (an alert, a toast, the section's fallback, a field's error), never technical
// text; a background call leaves the page quiet; failOnConsole fails a console error.
import { act, waitFor } from '@testing-library/react';
import type { ShownToast } from './collectToasts';
import type { ApiHandler } from './mockApi';

export type Failure = '500' | 'timeout' | 'refused' | 'schema';

/** The operator's refusal the `refused` failure carries. */
export const REFUSAL = 'Operatör bu isteği şu an kabul etmiyor (tatbikat)';

/** Words that mean an untranslated, technical error reached the player (as in the browser drill). */
export const TECHNICAL = /broke the contract|Internal Server Error|HTTPError|TimeoutError|SyntaxError|undefined|\[object|status code|Request failed|Failed to fetch|not JSON|Invalid request|aborted/i;

/** Each failure as a mock API answer (a handler of shared/test/mockApi). */
export const FAILURES: [Failure, () => unknown][] = [
  ['500', () => new Response('<html><body><h1>Internal Server Error</h1></body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } })],
  // What a request that never answers becomes in the browser (the browser drill aborts it as timed out).
  ['timeout', () => { throw new TypeError('Failed to fetch'); }],
  ['refused', () => ({ success: false, message: REFUSAL })],
  ['schema', () => ({ success: 'broken', data: 42, read: 'broken' })],
];

const MESSAGES = '[role="alert"], [data-testid="section-fallback"], .Mui-error.MuiFormHelperText-root, [data-testid="not-found"]';

/** What the player is told now: messages on screen and toasts sent through the bus. */
export function shownMessages(toasts: readonly ShownToast[]): string[] {
  const onScreen = [...document.querySelectorAll(MESSAGES)].map((node) => node.textContent ?? '');
  return [...onScreen, ...toasts.map((toast) => toast.message)].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * A failure held until the test releases it: what the page showed before the answer (an info
 * alert of its own) is then told apart from what the failure made it say.
 */
export function heldAnswer(answer: () => unknown): { handler: ApiHandler; release: () => void; settled: () => Promise<void> } {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answered = false;
  return {
    handler: async () => {
      await held;
      answered = true;
      return answer();
    },
    release: () => release(),
    // A background call's failure has been answered and what it changed has rendered.
    settled: async () => {
      await waitFor(() => expect(answered).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    },
  };
}

/**
 * Waits until the player is told something they were not shown `before` the failure answered
 * (a new message, or one more of the same), and checks none of it is technical.
 */
export async function expectTold(toasts: readonly ShownToast[], before: readonly string[] = []): Promise<string[]> {
  let told: string[] = [];
  await waitFor(() => {
    const shown = shownMessages(toasts);
    told = shown.filter((text) => !before.includes(text));
    expect(told.length > 0 || shown.length > before.length).toBe(true);
  }, { timeout: 5000 });
  for (const text of shownMessages(toasts)) expect(text).not.toMatch(TECHNICAL);
  return told;
}

/** Nothing technical on screen (a background call that failed leaves the page as it was). */
export function expectNothingTechnical(toasts: readonly ShownToast[]): void {
  for (const text of shownMessages(toasts)) expect(text).not.toMatch(TECHNICAL);
}
