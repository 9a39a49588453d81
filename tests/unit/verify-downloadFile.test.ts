import { describe, expect, it } from 'vitest';
import { downloadFile } from '../../src/views/pages/verify/resultDownload';

/** A file URL the server sent that is no http(s) address: the answer's fault, a failure like any unreadable one. */
describe('downloadFile', () => {
  it.each(['javascript:alert(1)', 'data:application/pdf;base64,AAAA', 'ftp://files.example.edu/r.pdf'])(
    'refuses %s as an unreadable answer (an ApiError), not as a bug in the app',
    (href) => {
      expect(() => downloadFile(href, 'result.pdf')).toThrow(expect.objectContaining({ name: 'ApiError', kind: 'schema' }));
    },
  );
});
