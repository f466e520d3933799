import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../loading/LoadingIndicator';

// Loaded when /promotions is visited, so the home page does not carry its code.
const PromotionsPageContent = lazy(() => import('./PromotionsPageContent').then((m) => ({ default: m.PromotionsPageContent })));

/** /promotions. */
export function PromotionsPage() {
  return (
    <Suspense fallback={<LoadingIndicator minHeight="50vh" />}>
      <PromotionsPageContent />
    </Suspense>
  );
}
