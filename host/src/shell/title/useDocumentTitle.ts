import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useChannel } from '@vitrin/shared';
import { documentTitle } from './documentTitle';

/** Keeps `document.title` on the current route's title. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const language = useChannel('language');
  const title = documentTitle(matches);
  useEffect(() => {
    document.title = title;
  }, [title, language]);
}
