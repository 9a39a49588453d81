// @vitest-environment node
import { expect, it } from 'vitest';
import { firstLineOfChild } from '../../scripts/prerender/runChild';
import { eventually } from '../eventually';

const node = (code: string) => ['-e', code];

it('takes the first line and kills a child that then hangs (as one did inside process.exit)', async () => {
  const run = firstLineOfChild(process.execPath, node('process.stdout.write(JSON.stringify({ a: "x\\ny" }) + "\\n"); setInterval(() => {}, 1000);'), 60_000);
  const { line, pid } = await run;
  expect(line).toBe('{"a":"x\\ny"}');
  await eventually(() => expect(isRunning(pid!)).toBe(false));
});

it('joins a line that arrives in several pieces', async () => {
  const code = 'process.stdout.write("{\\"a\\":"); setTimeout(() => process.stdout.write("1}\\n"), 50);';
  await expect(firstLineOfChild(process.execPath, node(code), 60_000)).resolves.toMatchObject({ line: '{"a":1}' });
});

it('fails with what the child said when it ends without a line', async () => {
  await expect(firstLineOfChild(process.execPath, node('console.error("no page"); process.exit(3);'), 60_000)).rejects.toThrow(/ended \(3\) without a line of output\nno page/);
});

it('kills a child that says nothing before the deadline, and fails', async () => {
  const failure = await firstLineOfChild(process.execPath, node('setInterval(() => {}, 1000);'), 300).catch((error: Error & { pid?: number }) => error);
  expect(failure).toBeInstanceOf(Error);
  expect((failure as Error).message).toMatch(/no answer within 300 ms/);
  await eventually(() => expect(isRunning((failure as { pid: number }).pid)).toBe(false));
});

/** Whether a process is alive: signal 0 checks without sending anything. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
