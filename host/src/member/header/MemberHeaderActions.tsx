import { lazy, Suspense } from 'react';
import { useChannel } from '@vitrin/shared';

// Members only: guests never download the header's member part.
const MemberHeaderInner = lazy(() => import(/* webpackChunkName: "member-header" */ './MemberHeaderInner').then((m) => ({ default: m.MemberHeaderInner })));

/** The signed-in part of the header; renders nothing for guests. */
export function MemberHeaderActions() {
  const auth = useChannel('auth');
  if (!auth.hasLogin) return null;
  return (
    <Suspense fallback={null}>
      <MemberHeaderInner />
    </Suspense>
  );
}
