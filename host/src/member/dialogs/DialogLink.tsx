import type { ReactNode } from 'react';
import Link from '@mui/material/Link';

/**
 * A secondary action inside a form (switch dialog, resend, skip). It does not take focus on
 * mouse-down: otherwise the focused field blurs first, its error appears, the layout shifts and
 * the click lands beside the link.
 */
export function DialogLink({ onClick, children, variant }: { onClick: () => void; children: ReactNode; variant?: 'body2' }) {
  return (
    <Link component="button" type="button" variant={variant} onMouseDown={(event) => event.preventDefault()} onClick={onClick}>
      {children}
    </Link>
  );
}
