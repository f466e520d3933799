import DOMPurify from 'dompurify';

let hooked = false;

/**
 * The one way server HTML reaches the page: scripts, event handlers and javascript: URLs are
 * removed; links that open a new tab get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A') {
        if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
        else node.removeAttribute('target');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  });
}
