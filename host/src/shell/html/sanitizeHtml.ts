import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Chrome checks inline event handlers while DOMPurify parses (its inert document shares the page's
 * Content-Security-Policy) and reports each one as a violation, although nothing could run there.
 * Renaming `on…=` inside tags first keeps the reports for what really reaches the page; DOMPurify
 * then drops the renamed attributes like any unknown one.
 */
const HANDLER_NAME = /([\s"'/])on([a-z]+\s*=)/gi;
export function withoutHandlerNames(html: string): string {
  return html.replace(/<[^<>]*>/g, (tag) => tag.replace(HANDLER_NAME, '$1blocked-on$2'));
}

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
  return DOMPurify.sanitize(withoutHandlerNames(html), {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  });
}
