import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';

/**
 * Retry without a page reload: run `before` (forget the failure), then navigate to the same
 * location. The navigation clears route errors and calls patchRoutesOnNavigation again, which
 * loads the remote and patches its real routes.
 */
export function useRetryRoute(before?: () => void): { retry: () => void; retrying: boolean } {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const retry = useCallback(() => {
    before?.();
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state });
  }, [before, navigate, location]);
  return { retry, retrying: navigation.state !== 'idle' && navigation.location?.pathname === location.pathname };
}
