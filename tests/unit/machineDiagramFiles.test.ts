// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planDiagramFiles } from '../../scripts/machines-diagram.plan';

const GENERATED = 'Generated from `src/machines/x.ts` by `npm run machines:diagram`; do not edit by hand';
const ping = { path: 'docs/machines/ping.md', content: `# Machine \`ping\`\n\n${GENERATED}\n` };

describe('npm run machines:diagram only writes over and removes the files it wrote', () => {
  it('refuses to overwrite a hand-written docs/machines/<id>.md, and writes nothing over it', () => {
    const notes = '# Ping\n\nWhy the retry waits 5 s: ...\n';
    const plan = planDiagramFiles([ping], new Map([['docs/machines/ping.md', notes]]));
    expect(plan).toEqual({ write: [], remove: [], refused: ['docs/machines/ping.md'] });
  });

  it('rewrites its own diagrams and writes new ones', () => {
    const plan = planDiagramFiles([ping], new Map([['docs/machines/ping.md', `old ${GENERATED}`]]));
    expect(plan).toEqual({ write: [ping], remove: [], refused: [] });
    expect(planDiagramFiles([ping], new Map())).toEqual({ write: [ping], remove: [], refused: [] });
  });

  it('removes its diagrams of machines that are gone, and keeps hand-written notes beside them', () => {
    const existing = new Map([
      ['docs/machines/gone.md', `# Machine \`gone\`\n\n${GENERATED}\n`],
      ['docs/machines/session-notes.md', '# Notes on the session machine\n'],
    ]);
    expect(planDiagramFiles([], existing)).toEqual({ write: [], remove: ['docs/machines/gone.md'], refused: [] });
  });
});
