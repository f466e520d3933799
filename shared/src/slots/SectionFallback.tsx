import { lazy, Suspense } from 'react';
import type { SectionNoticeProps } from './SectionNotice';

export type SectionFallbackProps = SectionNoticeProps;

// The notice shows only when a remote fails, so it is its own chunk (MUI Alert, AlertTitle and
// the fallback texts): the first load of every page no longer pays for it (ADR 0009).
// The chunk comes from the host's origin, which is up whenever a remote is down.
const SectionNotice = lazy(() => import('./SectionNotice').then((module) => ({ default: module.SectionNotice })));

/** The localised "Casino is temporarily unavailable" notice with a Retry button. */
export function SectionFallback(props: SectionFallbackProps) {
  return (
    <Suspense fallback={null}>
      <SectionNotice {...props} />
    </Suspense>
  );
}
