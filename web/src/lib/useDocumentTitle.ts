import { useEffect } from 'react';

/** Sets the tab title to "`title` — Solpad" while the calling screen is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} — Solpad`;
  }, [title]);
}
