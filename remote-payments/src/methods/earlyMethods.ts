import { paymentMethods, type PaymentDirectionCode } from '@vitrin/contract';
import { bus, callApi, embeddedAnswer } from '@vitrin/shared';

const loadMethods = async (direction: PaymentDirectionCode, signal?: AbortSignal) =>
  (await callApi(paymentMethods, { direction }, { signal })).data;

type Methods = Awaited<ReturnType<typeof loadMethods>>;

/** How long an early answer stays good for the page that asked for it. */
export const EARLY_METHODS_FRESH_MS = 10_000;

const early = new Map<PaymentDirectionCode, { at: number; answer: Promise<Methods> }>();

/** The page's embedded answer is for its first load only: after that, the network. */
let embeddedTaken = false;

/**
 * The methods the server embedded in this page (the first-paint step, on the deposit and withdraw
 * addresses), once: the boot screen painted them already, so the first render shows the same list
 * with no call and nothing moves.
 */
function takeEmbedded(direction: PaymentDirectionCode): Methods | undefined {
  if (embeddedTaken) return undefined;
  embeddedTaken = true;
  return embeddedAnswer(paymentMethods, { direction })?.data;
}

/**
 * payment/methods, asked for as soon as the router picks the deposit or withdraw page. The list is
 * that page's largest paint (its LCP), and its call used to wait for the page's code, account's
 * frame and a render. Members only: the guard sends a guest away, and the call needs a session.
 */
export function askMethodsEarly(direction: PaymentDirectionCode): void {
  if (!bus.get('auth').hasLogin) return;
  const embedded = takeEmbedded(direction);
  const answer = embedded ? Promise.resolve(embedded) : loadMethods(direction);
  // Marks a failure as handled; the page that takes the answer still sees it (and offers Retry).
  answer.catch(() => undefined);
  early.set(direction, { at: Date.now(), answer });
}

/**
 * The page's load of its methods: the early answer, once and while fresh; else the page's embedded
 * answer on its first load; else a call of its own.
 */
export function loadMethodsFor(direction: PaymentDirectionCode, signal?: AbortSignal): Promise<Methods> {
  const entry = early.get(direction);
  early.delete(direction);
  if (entry && Date.now() - entry.at <= EARLY_METHODS_FRESH_MS) return entry.answer;
  const embedded = takeEmbedded(direction);
  return embedded ? Promise.resolve(embedded) : loadMethods(direction, signal);
}

/** Tests only: a fresh page. */
export function resetEmbeddedMethods(): void {
  embeddedTaken = false;
  early.clear();
}
