/** Typography for server HTML (static pages, promotion details). */
export const richTextSx = {
  lineHeight: 1.7,
  color: 'text.secondary',
  '& h2, & h3': { color: 'text.primary', mt: 3, mb: 1 },
  '& h2:first-of-type, & h3:first-of-type': { mt: 0 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& ul, & ol': { pl: 3 },
} as const;
