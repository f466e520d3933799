import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';

/** Bonus terms are server HTML: untrusted, so sanitised before they reach the page. */
export function BonusTerms({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <Box sx={{ fontSize: 14, color: 'text.secondary', '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
