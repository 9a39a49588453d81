import { spawn } from 'node:child_process';

export interface ChildRun {
  /** The child's first line of output (without the newline). */
  line: string;
  /** Its process id (it has been sent SIGKILL if it was still running). */
  pid: number | undefined;
}

/**
 * Runs `node <args>` and resolves with the first line it prints, without waiting for the process to end: the
 * renderer prints its page as one line, and a Node process has been seen to hang inside its own `process.exit`
 * after doing so (a lost wake-up while libuv joins its worker threads, on a busy machine), which held a build for
 * over 20 minutes. Once the line is in the child is killed. Past `timeoutMs` with no line it is killed and the
 * run fails, with what it wrote to stderr.
 */
export function firstLineOfChild(execPath: string, args: readonly string[], timeoutMs: number): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let done = false;
    const finish = (outcome: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(Object.assign(new Error(`${args.join(' ')}: no answer within ${timeoutMs} ms\n${err}`), { pid: child.pid }))),
      timeoutMs,
    );
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const end = out.indexOf('\n');
      if (end >= 0) finish(() => resolve({ line: out.slice(0, end), pid: child.pid }));
    });
    child.stderr.on('data', (chunk: string) => {
      err += chunk;
    });
    child.on('error', (error) => finish(() => reject(error)));
    child.on('close', (code, signal) =>
      finish(() => reject(new Error(`${args.join(' ')} ended (${signal ?? code}) without a line of output\n${err}`))),
    );
  });
}

/** `firstLineOfChild`, tried once more after a failure: a hang at exit is rare and does not repeat. */
export async function firstLineWithRetry(execPath: string, args: readonly string[], timeoutMs: number): Promise<ChildRun> {
  try {
    return await firstLineOfChild(execPath, args, timeoutMs);
  } catch (error) {
    console.warn(`[prerender] retrying once: ${(error as Error).message.split('\n')[0]}`);
    return firstLineOfChild(execPath, args, timeoutMs);
  }
}
