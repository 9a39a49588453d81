/**
 * Which built files a public route loads, read from Vite's manifest (build.manifest: true). Kept apart from
 * the build so the rule itself is unit-tested (tests/unit/bundle-manifest.test.ts).
 */
export const CATALOGUE = 'src/i18n/messages/en.json?area=main';
export const ROUTES = [
  { path: '/verify-certificate', modules: ['src/views/pages/verify/VerifyCertificatePage.tsx'] },
  // A route's own catalogue area (src/i18n/messageAreas.ts) loads with it, so it counts.
  { path: '/auth/login', modules: ['src/views/pages/auth/AuthArea.tsx', 'src/i18n/messages/en.json?area=staff'] },
  { path: '/lead-capture/new/{formId}', modules: ['src/views/pages/leadCapture/LeadCaptureArea.tsx', 'src/i18n/messages/en.json?area=lead'] },
];

/** The JavaScript files a key loads before it can run: itself and its static imports, transitively. */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the build manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

/** Entry + its static imports + the route's lazy chunk(s) + theirs + the English catalogue areas the page shows. */
export function routeFiles(manifest, route) {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return staticClosure(manifest, [entry, ...route.modules, CATALOGUE]);
}

