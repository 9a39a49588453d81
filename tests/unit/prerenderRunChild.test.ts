// @vitest-environment node
import { expect, it } from 'vitest';
import { firstLineOfChild } from '../../scripts/prerender/runChild';

const node = (code: string) => ['-e', code];

it('takes the first line and kills a child that then hangs (as one did inside process.exit)', async () => {
  const run = firstLineOfChild(process.execPath, node('process.stdout.write(JSON.stringify({ a: "x\\ny" }) + "\\n"); setInterval(() => {}, 1000);'), 60_000);
  await expect(run).resolves.toEqual({ line: '{"a":"x\\ny"}' });
});

it('joins a line that arrives in several pieces', async () => {
  const code = 'process.stdout.write("{\\"a\\":"); setTimeout(() => process.stdout.write("1}\\n"), 50);';
  await expect(firstLineOfChild(process.execPath, node(code), 60_000)).resolves.toEqual({ line: '{"a":1}' });
});

it('fails with what the child said when it ends without a line', async () => {
  await expect(firstLineOfChild(process.execPath, node('console.error("no page"); process.exit(3);'), 60_000)).rejects.toThrow(/ended \(3\) without a line of output\nno page/);
});

it('kills a child that says nothing before the deadline, and fails', async () => {
  await expect(firstLineOfChild(process.execPath, node('setInterval(() => {}, 1000);'), 300)).rejects.toThrow(/no answer within 300 ms/);
});
