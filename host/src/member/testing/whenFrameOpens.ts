/**
 * jsdom lays nothing out, and a measuring frame has its own window with its own element
 * classes: `prepare` gets that window as soon as the code under test inserts the frame, to give its
 * elements the sizes a real browser would measure.
 */
export function whenFrameOpens(prepare: (frameWindow: Window & typeof globalThis) => void): void {
  const append = document.body.appendChild.bind(document.body);
  jest.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const added = append(node);
    const frameWindow = node instanceof HTMLIFrameElement ? (node.contentWindow as (Window & typeof globalThis) | null) : null;
    if (frameWindow) prepare(frameWindow);
    return added;
  });
}
