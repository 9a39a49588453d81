import { useEffect } from 'react';

/**
 * Names the browser tab and history entry while the calling page is shown, in the visitor's language
 * (index.html's title is only a placeholder). Nothing happens while `title` is empty (a page still loading keeps the
 * previous name rather than flashing a blank one); leaving the page, or a new title, puts the previous one back, so a
 * page that sets no title of its own never shows a stale one.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
