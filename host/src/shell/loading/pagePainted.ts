/**
 * Marks a placeholder that holds the place of a page's main content while it loads (the routed
 * page's loading state, the home rails' reserved space). While one is in the main landmark, the
 * page has not painted what the player came for.
 */
export const PAGE_LOADING_ATTR = 'data-page-loading';
export const pageLoadingMark = { [PAGE_LOADING_ATTR]: '' } as const;

const MAIN_ID = 'main';

/** The main landmark holds content, and none of it is a placeholder of content still loading. */
export function pageContentPainted(doc: Document = document): boolean {
  const main = doc.getElementById(MAIN_ID);
  return !!main && main.childElementCount > 0 && main.querySelector(`[${PAGE_LOADING_ATTR}]`) === null;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
};

/**
 * Runs `run` in the first idle moment after the page's main content has painted; returns a cancel.
 * Data that is ready before the page (the bootstrap data is, on a repeat visit) must not put
 * something over the page before the page itself is there: an overlay hides the rest of the page
 * from assistive technology, main landmark included. No time limit: a section whose code fails
 * replaces its placeholder with its fallback, so the wait ends with the page either way.
 */
export function whenPagePainted(run: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let observer: MutationObserver | null = null;
  const check = () => {
    if (cancelIdle || !pageContentPainted()) return;
    observer?.disconnect();
    observer = null;
    cancelIdle = whenIdle(run);
  };
  check();
  if (!cancelIdle) {
    observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
  }
  return () => {
    observer?.disconnect();
    cancelIdle?.();
  };
}
