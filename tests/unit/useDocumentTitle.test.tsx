import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from '../../src/views/useDocumentTitle';

describe('useDocumentTitle', () => {
  afterEach(() => {
    document.title = '';
  });

  it('names the tab while the page shows, follows a new title, and restores the previous one when it leaves', () => {
    document.title = 'Institute';
    const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'Verify' } });
    expect(document.title).toBe('Verify');
    rerender({ title: 'Zertifikat prüfen' });
    expect(document.title).toBe('Zertifikat prüfen');
    unmount();
    expect(document.title).toBe('Institute');
  });

  it('leaves the title alone while there is none yet (a page still loading)', () => {
    document.title = 'Institute';
    const { rerender } = renderHook(({ title }: { title: string | null }) => useDocumentTitle(title), { initialProps: { title: null as string | null } });
    expect(document.title).toBe('Institute');
    rerender({ title: 'Admissions · KVS' });
    expect(document.title).toBe('Admissions · KVS');
  });
});
