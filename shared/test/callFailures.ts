// The call × failure drill as component tests (e2e/tests/hardening/callFailures.spec.ts keeps one
// call per area in the browser; the rest run here, against the screen that makes the call, with
// the mock API). The same four failures and the same checks as the browser drill: the player is
// told in words (an alert, a toast, the section's fallback, a field's error), never technical
// text; a background call leaves the page quiet; failOnConsole fails a console error.
import { act, cleanup, waitFor } from '@testing-library/react';
import { collectToasts, type ShownToast } from './collectToasts';
import { mockApi, type ApiHandler, type MockApi } from './mockApi';

type Failure = '500' | 'timeout' | 'refused' | 'schema';

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
function shownMessages(toasts: readonly ShownToast[]): string[] {
  const onScreen = [...document.querySelectorAll(MESSAGES)].map((node) => node.textContent ?? '');
  return [...onScreen, ...toasts.map((toast) => toast.message)].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * A failure held until the test releases it: what the page showed before the answer (an info
 * alert of its own) is then told apart from what the failure made it say.
 */
function heldAnswer(answer: () => unknown): { handler: ApiHandler; release: () => void; settled: () => Promise<void> } {
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
async function expectTold(toasts: readonly ShownToast[], before: readonly string[] = []): Promise<string[]> {
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

/** A field whose typed value must survive the failure: found again afterwards, and the value. */
export type TypedField = [find: () => HTMLElement, value: string];

/** One call of a screen, drilled with each of the four failures. */
export interface CallDrill {
  /** The call's method (POST unless said). */
  method?: 'GET' | 'POST';
  /** Answers the screen needs besides the drilled call (before it can make it, or beside it). */
  answers?: Record<string, ApiHandler>;
  /**
   * 'message' (the default): the player asked for it and is told in words. 'quiet': a background
   * call; once its failure has rendered, `still` holds and nothing technical is shown.
   */
  expect?: 'message' | 'quiet';
  /** Before the screen renders (a dialog opened, a store filled). */
  before?: () => void;
  /** Renders the screen that makes the call. */
  render: () => void;
  /** What the player does to make the call; returns the fields whose typed value must survive. */
  act?: () => Promise<TypedField[] | void>;
  /** After a quiet failure: what must still be there. */
  still?: () => unknown;
}

export interface CallDrillOptions {
  /** The fetch stand-in for a test's answers (a package's own, with its defaults); shared/test's mockApi unless said. */
  api?: (answers: Record<string, ApiHandler>) => MockApi;
  /** Answers every drill of the file needs (a drill's own and the drilled call's failure come after). */
  answers?: Record<string, ApiHandler>;
  beforeEach?: () => void;
  /** After the screen is unmounted and the mock API restored. */
  afterEach?: () => void;
}

/**
 * The call × failure drill of a package's screens: for each call, each of the four failures is
 * held while the player makes the call, what the page shows is noted, and only then is the failure
 * released, so a message counts only if that failure caused it (an info alert the page showed
 * before does not). The player is then told in words (or, for a quiet call, the page carries on),
 * nothing technical is shown, and what they typed is still in its field.
 */
export function describeCallDrill(title: string, drills: Record<string, CallDrill>, options: CallDrillOptions = {}): void {
  describe(title, () => {
    let api: MockApi | undefined;
    const toasts = collectToasts();
    if (options.beforeEach) beforeEach(options.beforeEach);
    afterEach(() => {
      // Unmounted first: the screen's effects must not answer into a restored fetch.
      cleanup();
      api?.restore();
      api = undefined;
      options.afterEach?.();
    });

    describe.each(Object.entries(drills))('%s', (call, drill) => {
      const route = `${drill.method ?? 'POST'} ${call}`;
      it.each(FAILURES)('%s: the player is told in words, or the page carries on, and keeps what they typed', async (_failure, answer) => {
        const failure = heldAnswer(answer);
        api = (options.api ?? mockApi)({ ...options.answers, ...drill.answers, [route]: failure.handler });
        drill.before?.();
        drill.render();
        const typed = (await drill.act?.()) ?? [];
        await waitFor(() => expect(api!.sent.map((sent) => sent.route)).toContain(route), { timeout: 10_000 });
        const before = shownMessages(toasts);
        failure.release();
        if ((drill.expect ?? 'message') === 'message') {
          await expectTold(toasts, before);
        } else {
          await failure.settled();
          await drill.still?.();
          expectNothingTechnical(toasts);
        }
        for (const [find, value] of typed) expect(find()).toHaveValue(value);
      });
    });
  });
}
