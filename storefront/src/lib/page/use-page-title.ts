import { useEffect } from 'react';
import { pageTitle } from '../../config/app-config.ts';

/** Names the browser tab after the page, so history and screen readers say where you are. */
export function usePageTitle(page?: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
