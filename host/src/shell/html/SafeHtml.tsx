import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

/** Renders server HTML only after DOMPurify has cleaned it. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
