import { LICENCE_BADGE_WIDTH_PX } from '@vitrin/contract';

/** The 18+ mark of the responsible-gambling warning. */
export function AdultsOnlyBadge({ label }: { label: string }) {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" role="img" aria-label={label} style={{ flexShrink: 0 }}>
      <circle cx="20" cy="20" r="18" fill="none" stroke="#ff6b6b" strokeWidth="3" />
      <text x="20" y="25" textAnchor="middle" fontSize="13" fontWeight="800" fill="#f2f4f8" fontFamily="Inter, Arial, sans-serif">18+</text>
    </svg>
  );
}

/** The licence badge, 80 px wide (spec §9). */
export function LicenceBadge({ label }: { label: string }) {
  return (
    <svg width={LICENCE_BADGE_WIDTH_PX} height={LICENCE_BADGE_WIDTH_PX * 0.4} viewBox="0 0 80 32" role="img" aria-label={label} style={{ display: 'block' }}>
      <rect x="1" y="1" width="78" height="30" rx="6" fill="#141a2a" stroke="#2bd67b" strokeWidth="2" />
      <path d="M10 16l4 4 8-9" fill="none" stroke="#2bd67b" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <text x="50" y="14" textAnchor="middle" fontSize="8" fontWeight="700" fill="#f2f4f8" fontFamily="Inter, Arial, sans-serif">LICENSED</text>
      <text x="50" y="24" textAnchor="middle" fontSize="7" fill="#b4bccb" fontFamily="Inter, Arial, sans-serif">e-Gaming</text>
    </svg>
  );
}
