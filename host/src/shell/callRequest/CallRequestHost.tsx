import { lazy, Suspense, useState } from 'react';
import { useBusEvent } from '@vitrin/shared';

const CallRequestDialog = lazy(() => import('./CallRequestDialog').then((m) => ({ default: m.CallRequestDialog })));

/** Opens the call-request form on `callrequest/open`; its code loads on first use only. */
export function CallRequestHost() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useBusEvent('callrequest/open', () => {
    setWanted(true);
    setOpen(true);
  });
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CallRequestDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
