import { paymentMethods, type PaymentDirectionCode } from '@vitrin/contract';
import { bus, callApi } from '@vitrin/shared';

const loadMethods = async (direction: PaymentDirectionCode, signal?: AbortSignal) =>
  (await callApi(paymentMethods, { direction }, { signal })).data;

type Methods = Awaited<ReturnType<typeof loadMethods>>;

/** How long an early answer stays good for the page that asked for it. */
export const EARLY_METHODS_FRESH_MS = 10_000;

const early = new Map<PaymentDirectionCode, { at: number; answer: Promise<Methods> }>();

/**
 * payment/methods, asked for as soon as the router picks the deposit or withdraw page. The list is
 * that page's largest paint (its LCP), and its call used to wait for the page's code, account's
 * frame and a render. Members only: the guard sends a guest away, and the call needs a session.
 */
export function askMethodsEarly(direction: PaymentDirectionCode): void {
  if (!bus.get('auth').hasLogin) return;
  const answer = loadMethods(direction);
  // Marks a failure as handled; the page that takes the answer still sees it (and offers Retry).
  answer.catch(() => undefined);
  early.set(direction, { at: Date.now(), answer });
}

/** The page's load of its methods: the early answer, once and while fresh; else a call of its own. */
export function loadMethodsFor(direction: PaymentDirectionCode, signal?: AbortSignal): Promise<Methods> {
  const entry = early.get(direction);
  early.delete(direction);
  if (entry && Date.now() - entry.at <= EARLY_METHODS_FRESH_MS) return entry.answer;
  return loadMethods(direction, signal);
}
