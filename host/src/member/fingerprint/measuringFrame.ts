/** The next task (not a microtask): the browser may paint and handle input in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A hidden frame to measure text in, as FingerprintJS's `withIframe` makes it (3.4.2): the page's
 * CSS neither affects the measure nor is affected by it. Without `initialHtml` it is about:blank,
 * which loads as it is inserted; with it, a `srcdoc` document, awaited until loaded.
 */
export async function openMeasuringFrame(initialHtml?: string): Promise<{ frame: HTMLIFrameElement; doc: Document; view: Window }> {
  const frame = document.createElement('iframe');
  const { style } = frame;
  style.setProperty('display', 'block', 'important');
  style.position = 'absolute';
  style.top = '0';
  style.left = '0';
  style.visibility = 'hidden';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  const loaded = new Promise<void>((resolve, reject) => {
    frame.onload = () => resolve();
    frame.onerror = () => reject(new Error('fingerprint frame failed'));
  });
  if (initialHtml) frame.srcdoc = initialHtml;
  else frame.src = 'about:blank';
  document.body.appendChild(frame);
  try {
    if (initialHtml || frame.contentDocument?.readyState !== 'complete') await loaded;
    const doc = frame.contentDocument;
    const view = frame.contentWindow;
    if (!doc?.body || !view) throw new Error('fingerprint frame has no body');
    return { frame, doc, view };
  } catch (error) {
    frame.remove();
    throw error;
  }
}
