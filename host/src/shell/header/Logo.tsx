import { Link as RouterLink } from 'react-router-dom';
import { useShellT } from '../i18n/shellT';

interface LogoProps {
  /** Below 600 px only the square mark shows (the header of a member needs the room). */
  markOnlyOnPhones?: boolean;
  /** In the footer the logo is decoration next to the copyright, not a second home link. */
  linked?: boolean;
}

/**
 * The site mark: an inline SVG word mark, so it costs no request and never shifts. Its height is
 * the place's (Header.css: the header's, else the footer's).
 */
export function Logo({ linked = true, markOnlyOnPhones = false }: LogoProps) {
  const t = useShellT();
  const mark = (
    <svg
      viewBox="0 0 120 28"
      // With a narrow box, 'slice' keeps the full height and cuts the word mark off the right.
      preserveAspectRatio="xMinYMid slice"
      role="img"
      aria-label="Vitrin"
      className={markOnlyOnPhones ? 'vt-logo vt-logo-mark-only' : 'vt-logo'}
    >
      <defs>
        <linearGradient id="vitrin-logo-gradient" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#ffd54a" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <rect x="0" y="2" width="24" height="24" rx="6" fill="url(#vitrin-logo-gradient)" />
      <path d="M6 8h4l2 8 2-8h4l-4.5 12h-3z" fill="#1a1200" />
      <text x="30" y="21" fontFamily="Inter, Segoe UI, Arial, sans-serif" fontSize="18" fontWeight="800" letterSpacing="1.5" fill="#f2f4f8">
        VITRIN
      </text>
    </svg>
  );
  if (!linked) return mark;
  // The link's name starts with the word the mark shows, so a voice-control user who says what
  // they see ("click Vitrin") reaches it (WCAG 2.5.3 label in name; axe label-content-name-mismatch).
  return (
    <RouterLink to="/" aria-label={`Vitrin – ${t('header.home')}`} className="vt-logo-link">
      {mark}
    </RouterLink>
  );
}
