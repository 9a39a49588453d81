// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeFiles, ROUTES, type Manifest } from '../../scripts/bundle-manifest.mjs';

// Shaped like Vite's .vite/manifest.json: keys are source paths (or _shared chunks), `imports` are static.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/views/pages/verify/VerifyCertificatePage.tsx', 'src/views/pages/auth/AuthArea.tsx', 'src/i18n/messages/en.json?area=main', 'src/i18n/messages/en.json?area=staff', 'src/i18n/messages/fr.json?area=main'], css: ['assets/index-a.css'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_Alert.js': { file: 'assets/Alert-c.js', imports: ['_react.js'] },
  'src/views/pages/verify/VerifyCertificatePage.tsx': { file: 'assets/Verify-d.js', isDynamicEntry: true, imports: ['index.html', '_Alert.js'], dynamicImports: ['node_modules/dompurify/dist/purify.es.mjs'], css: ['assets/Verify-d.css'] },
  'src/views/pages/auth/AuthArea.tsx': { file: 'assets/Auth-e.js', isDynamicEntry: true, imports: ['index.html'] },
  'node_modules/dompurify/dist/purify.es.mjs': { file: 'assets/purify-f.js', isDynamicEntry: true },
  'src/i18n/messages/en.json?area=main': { file: 'assets/en-g.js', isDynamicEntry: true },
  'src/i18n/messages/en.json?area=staff': { file: 'assets/en-i.js', isDynamicEntry: true },
  'src/i18n/messages/fr.json?area=main': { file: 'assets/fr-h.js', isDynamicEntry: true },
};

describe('routeFiles (what the size budget counts)', () => {
  it('counts the entry, the route chunk, their static imports once each and the English catalogue (main area)', () => {
    const verify = ROUTES.find((r) => r.path === '/verify-certificate')!;
    expect(routeFiles(manifest, verify).sort()).toEqual(
      ['assets/Alert-c.js', 'assets/Verify-d.js', 'assets/en-g.js', 'assets/index-a.js', 'assets/react-b.js'].sort(),
    );
  });

  it('leaves out what loads later (dynamic imports such as the sanitiser), other catalogues and CSS', () => {
    const auth = ROUTES.find((r) => r.path === '/auth/login')!;
    // The sign-in page's own English catalogue area counts with it.
    expect(routeFiles(manifest, auth).sort()).toEqual(['assets/Auth-e.js', 'assets/en-g.js', 'assets/en-i.js', 'assets/index-a.js', 'assets/react-b.js']);
  });

  it('fails loudly when a route module is no longer in the build, rather than measuring less', () => {
    expect(() => routeFiles(manifest, { path: '/x', modules: ['src/views/pages/gone/Gone.tsx'] })).toThrow(
      'Not in the build manifest: src/views/pages/gone/Gone.tsx',
    );
  });
});
