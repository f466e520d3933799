import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Box } from '@vitrin/shared/ui';

/**
 * Chrome checks inline event handlers while DOMPurify parses (its inert document shares the page's
 * Content-Security-Policy) and reports each as a violation, though nothing could run there; renamed
 * first, DOMPurify drops them like any unknown attribute (the host's sanitizeHtml does the same).
 */
const HANDLER_NAME = /([\s"'/])on([a-z]+\s*=)/gi;

/** Bonus terms are server HTML: untrusted, so sanitised before they reach the page. */
export function BonusTerms({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html.replace(/<[^<>]*>/g, (tag) => tag.replace(HANDLER_NAME, '$1blocked-on$2'))), [html]);
  return <Box sx={{ fontSize: 14, color: 'text.secondary', '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
