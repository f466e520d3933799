import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../loading/LoadingIndicator';

// Its code (and DOMPurify) loads only when a static page is visited, not with the home page.
const StaticPageContent = lazy(() => import('./StaticPageContent').then((m) => ({ default: m.StaticPageContent })));

/** /pages/:id. */
export function StaticPage() {
  return (
    <Suspense fallback={<LoadingIndicator minHeight="50vh" />}>
      <StaticPageContent />
    </Suspense>
  );
}
