import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ROUTES, routeFiles } from './bundle-manifest.mjs';
import { buildBareReact, buildStackFloor, FLOOR_LIBRARIES } from './bundle-reference-pages.mjs';
import { breakdown, buildApp, kB, measureFiles, workDir } from './bundle-size.mjs';

/**
 * CI size gate (`npm run budget`): the JavaScript /verify-certificate loads, gzip, compared with a bare React 19
 * page built in the same run with the same Vite. Deterministic: no timing. Also fails when development-only code
 * (the Stately inspector, msw) reaches the production build.
 *
 * BUDGET_RATIO is issue 10's target and is not met yet (docs/decisions.md, "Size budget work": the stack's
 * libraries alone leave only a few kB for the page's own code; the stack floor line measures how many). Until it
 * is, CI enforces GATE_RATIO, a ratchet just above today's figure, so the page cannot grow while the target is
 * worked towards; every run prints both. Lower GATE_RATIO whenever the page shrinks. Raise it only for a fix that
 * cannot be had without bytes, with the reason in docs/decisions.md ("Size gate", and the session that raised it).
 *
 * Every run also builds the "stack floor" (bundle-reference-pages.mjs, buildStackFloor): the bare page plus a minimal real use
 * of the libraries the gated page loads, and prints how much of the target it takes and what is left for the page's
 * own code and text. Informational: it does not change what passes.
 */
export const BUDGET_RATIO = 1.5;
export const GATE_RATIO = 1.6106;
const GATED_ROUTE = '/verify-certificate';
const DEV_ONLY = [/node_modules\/@statelyai\/inspect\//, /src\/devtools\/popUpBlocked/, /node_modules\/msw\//, /src\/mocks\//];

export async function measureRoutes(dir) {
  const app = await buildApp({ outDir: join(dir, 'app') });
  const bare = await buildBareReact(dir);
  const bareSize = await measureFiles(bare.outDir, bare.files);
  const floor = await buildStackFloor(dir);
  const floorSize = await measureFiles(floor.outDir, floor.files);
  const routes = [];
  for (const route of ROUTES) {
    const files = routeFiles(app.manifest, route);
    const size = await measureFiles(app.outDir, files);
    routes.push({ path: route.path, ...size, gzipRatio: size.gzip / bareSize.gzip, brotliRatio: size.brotli / bareSize.brotli });
  }
  const floorRatios = { gzipRatio: floorSize.gzip / bareSize.gzip, brotliRatio: floorSize.brotli / bareSize.brotli };
  return { app, bare: { ...bareSize, outDir: bare.outDir }, floor: { ...floorSize, ...floorRatios, modules: floor.modules }, routes };
}

/**
 * The stack floor against the bare page and a route (gzip bytes): its ratio to bare React, what the route loads
 * above it (the page's own code and text), and what the target ratio leaves for that (negative: the floor alone
 * is over the target).
 */
export function stackFloorFigures({ bare, floor, page, targetRatio }) {
  return { floor, ratio: floor / bare, own: page - floor, room: bare * targetRatio - floor };
}

export function stackFloorLine({ path, targetRatio, floor, ratio, own, room }) {
  const left =
    room >= 0
      ? `the ${targetRatio} x target leaves it ${kB(room)}`
      : `the ${targetRatio} x target is ${kB(-room)} below the floor: unreachable with these libraries`;
  return (
    `Stack floor (bare React 19 + ${FLOOR_LIBRARIES.join(', ')}, minimally used): ${kB(floor)} gzip = ` +
    `${ratio.toFixed(2)} x bare React; ${path}'s own code and text: ${kB(own)} (${left}).`
  );
}

export function printStackFloor(result, path = GATED_ROUTE) {
  const page = result.routes.find((r) => r.path === path);
  const figures = stackFloorFigures({ bare: result.bare.gzip, floor: result.floor.gzip, page: page.gzip, targetRatio: BUDGET_RATIO });
  console.log(`\n${stackFloorLine({ path, targetRatio: BUDGET_RATIO, ...figures })}`);
}

export function printTable(result) {
  const rows = [
    ['page', 'gzip', 'x bare', 'brotli', 'x bare'],
    ['bare React 19', kB(result.bare.gzip), '1.00', kB(result.bare.brotli), '1.00'],
    ...result.routes.map((r) => [r.path, kB(r.gzip), r.gzipRatio.toFixed(2), kB(r.brotli), r.brotliRatio.toFixed(2)]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
}

/** What a page is made of: its chunks, then packages and source files by gzip of their own code. */
function printContents(result, path) {
  const route = result.routes.find((r) => r.path === path);
  console.log(`\nJavaScript ${path} loads (${route.files.length} files):`);
  for (const f of route.files) console.log(`  ${kB(f.gzip).padStart(9)}  ${f.file}`);
  console.log('  by package or source file (estimated gzip):');
  for (const g of breakdown(result.app.modules, route.files).slice(0, 25)) {
    console.log(`  ${kB(g.gzip).padStart(9)}  ${g.name}`);
  }
  console.log('\nThe stack floor, by package (estimated gzip):');
  for (const g of breakdown(result.floor.modules, result.floor.files)) {
    console.log(`  ${kB(g.gzip).padStart(9)}  ${g.name.replace(/^.*stack-floor-src\//, 'floor page: ')}`);
  }
}

function devOnlyLeaks(modules) {
  const leaks = [];
  for (const [file, list] of Object.entries(modules)) {
    for (const m of list) if (DEV_ONLY.some((re) => re.test(m.id))) leaks.push(`${m.id} (in ${file})`);
  }
  return leaks;
}

async function main() {
  const dir = await workDir();
  try {
    const result = await measureRoutes(dir);
    console.log(
      `Bundle budget: ${GATED_ROUTE} JavaScript, gzip: target ${BUDGET_RATIO} x a bare React 19 page; ` +
        `CI fails above ${GATE_RATIO} x (the ratchet until the target is met).\n`,
    );
    printTable(result);
    printStackFloor(result);
    let failed = false;

    const leaks = devOnlyLeaks(result.app.modules);
    if (leaks.length > 0) {
      failed = true;
      console.error(`\nDevelopment-only code is in the production build:\n  ${leaks.join('\n  ')}`);
    }

    const gated = result.routes.find((r) => r.path === GATED_ROUTE);
    const limit = result.bare.gzip * GATE_RATIO;
    const target = result.bare.gzip * BUDGET_RATIO;
    if (gated.gzip > limit) {
      failed = true;
      printContents(result, GATED_ROUTE);
      console.error(
        `\nOVER BUDGET: ${GATED_ROUTE} loads ${kB(gated.gzip)} gzip, ${gated.gzipRatio.toFixed(3)} x bare React ` +
          `(${kB(result.bare.gzip)}); the gate is ${kB(limit)} (${GATE_RATIO} x), over by ${kB(gated.gzip - limit)}. ` +
          'Make what the page does not need at first paint lazy (see the list above).',
      );
    } else if (gated.gzip > target) {
      console.log(
        `\nWithin the CI gate (${GATE_RATIO} x) but NOT the target: ${GATED_ROUTE} is ${gated.gzipRatio.toFixed(3)} x ` +
          `bare React, ${kB(gated.gzip - target)} above ${BUDGET_RATIO} x (${kB(target)}).`,
      );
    } else {
      console.log(`\nWithin the target: ${GATED_ROUTE} is ${gated.gzipRatio.toFixed(3)} x bare React (target ${BUDGET_RATIO}), ${kB(target - gated.gzip)} to spare.`);
    }
    if (process.argv.includes('--contents') && !failed) printContents(result, GATED_ROUTE);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
