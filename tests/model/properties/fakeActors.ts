import fc from 'fast-check';
import { fromPromise, type AnyActorRef } from 'xstate';

/**
 * Shared by the property tests (tests/model/properties): promise actors whose answers the test gives, in the order
 * fast-check picks, and the options every property runs with. Not a test file: the coverage table never sees it.
 */

/** One call of a fake promise actor: its input, its AbortSignal, and the answer the test has not given yet. */
export interface Call<I = unknown, O = unknown> {
  /** The actor's name in the machine's `setup` (which kind of request). */
  actor: string;
  /** 1, 2, 3 ... across all actors, in the order the machine started them. */
  seq: number;
  input: I;
  signal: AbortSignal;
  settled: boolean;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** Every call the machine made, in order. A call that is neither settled nor aborted is in flight. */
export class Calls {
  readonly all: Call[] = [];

  /** A `fromPromise` actor that records each call and waits for the test to settle it. */
  fake<O, I>(actor: string) {
    return fromPromise<O, I>(({ input, signal }) => this.wait<O, I>(actor, input, signal));
  }

  /**
   * Records one call (of an actor, or of a fake request layer) and waits for the test to settle it. A request made
   * without a signal gets one that is never aborted: nothing can cancel it.
   */
  wait<O, I>(actor: string, input: I, signal: AbortSignal = new AbortController().signal): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const call: Call<I, O> = {
        actor,
        seq: this.all.length + 1,
        input,
        signal,
        settled: false,
        resolve: (output) => {
          call.settled = true;
          resolve(output);
        },
        reject: (error) => {
          call.settled = true;
          reject(error);
        },
      };
      this.all.push(call as Call);
    });
  }

  of<I = unknown, O = unknown>(actor: string): Array<Call<I, O>> {
    return this.all.filter((c) => c.actor === actor) as Array<Call<I, O>>;
  }

  /** Calls still waiting for an answer: the running one, and superseded ones whose late answer may still come. */
  open<I = unknown, O = unknown>(actor: string): Array<Call<I, O>> {
    return this.of<I, O>(actor).filter((c) => !c.settled);
  }

  /** Open and not aborted: the machine still waits for these. */
  inFlight<I = unknown, O = unknown>(actor: string): Array<Call<I, O>> {
    return this.open<I, O>(actor).filter((c) => !c.signal.aborted);
  }

  latest<I = unknown, O = unknown>(actor: string): Call<I, O> | undefined {
    return this.of<I, O>(actor).at(-1);
  }

  /**
   * The `pick`-th open call of that actor, newest first (modulo their number), so any pending answer can come
   * next: 0 is the latest request (the one in flight, if any), higher picks are older ones answering late.
   * Counter-examples shrink towards 0.
   */
  pick<I = unknown, O = unknown>(actor: string, pick: number): Call<I, O> | undefined {
    const open = this.open<I, O>(actor).reverse();
    return open.length === 0 ? undefined : open[pick % open.length];
  }

  /** The same over the open calls of every actor: for machines where several kinds of answer may be pending. */
  pickAny<I = unknown, O = unknown>(pick: number): Call<I, O> | undefined {
    const open = (this.all as Array<Call<I, O>>).filter((c) => !c.settled).reverse();
    return open.length === 0 ? undefined : open[pick % open.length];
  }
}

/**
 * Lets a settled promise reach the machine: a fake's answer is delivered by promise callbacks (microtasks), and
 * `setImmediate` runs after all of them. Not a clock: nothing here waits for time to pass.
 */
export const answersDelivered = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Collects what the actor reports as an error (a throwing action or guard): a property fails on any. */
export function watchErrors(actor: AnyActorRef): unknown[] {
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  return errors;
}

/**
 * fast-check's options for every property: a modest number of runs (the whole folder runs in seconds), and the
 * seed and path of a failure to replay it. A failing property prints its seed, path and shrunk counter-example;
 * rerun exactly that case with `FC_SEED=<seed> FC_PATH=<path> npx vitest run <file>`, or more cases with
 * `FC_RUNS=5000`.
 */
export function propertyOptions(numRuns = 150): fc.Parameters<unknown> {
  const env = process.env;
  const seed = env.FC_SEED === undefined ? undefined : Number(env.FC_SEED);
  return {
    numRuns: env.FC_RUNS === undefined ? numRuns : Number(env.FC_RUNS),
    ...(seed === undefined ? {} : { seed, ...(env.FC_PATH ? { path: env.FC_PATH } : {}) }),
  };
}

/**
 * The situations a property's runs reached, so that a generator that stops reaching them (a renamed event, a
 * weight set to zero) fails instead of passing without testing anything. Not checked when a single case is
 * replayed (FC_SEED).
 */
export class Reached {
  private readonly seen = new Set<string>();

  note(label: string) {
    this.seen.add(label);
  }

  missing(expected: readonly string[]): string[] {
    return process.env.FC_SEED === undefined ? expected.filter((label) => !this.seen.has(label)) : [];
  }
}

/**
 * A command list as fast-check generates and shrinks it: up to `maxLength` steps in any order. `size: 'max'`:
 * fast-check's default size keeps arrays to about ten items, too short to reach a download after a check.
 */
export const steps = <T>(step: fc.Arbitrary<T>, maxLength = 40) => fc.array(step, { maxLength, size: 'max' });
