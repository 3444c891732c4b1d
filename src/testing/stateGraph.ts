// Test support (imported only by *.machine.test.ts): reach every state of a machine with `xstate/graph`, then drive
// a real actor along each shortest path with stub actors and vitest's fake timers, checking at every step that the
// actor agrees with the graph on value, context and tags.
//
// Conventions the machines follow so this works: each invoked actor's `id` equals its `src`, so the graph's
// `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events say which stub to settle; delays are named in
// `setup({ delays })`, so an `xstate.after.<delay>.<state>` event says how far to move the clock.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  type Actor,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';

type Path = StatePath<AnyMachineSnapshot, EventObject>;
/** A way to a state: the events, and the snapshot before the first and after each. */
type Route = { events: EventObject[]; states: AnyMachineSnapshot[] };
/** An event with its payload. */
type Payload = EventObject & Record<string, unknown>;

/** Every leaf of a state value as a dotted path: `signedIn.active`, or one per region of a parallel state. */
export function leavesOf(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [prefix + key]
      : leavesOf(child as StateValue, `${prefix}${key}.`),
  );
}

/** The dotted paths of every atomic and final state of a machine. */
export function leafStatesOf(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .sort();
}

/** A promise stub that a test settles by hand, recording each input it was started with. */
type Pending = { input: unknown; resolve: (value: unknown) => void; reject: (reason: unknown) => void };

export class ControlledActors {
  readonly pending = new Map<string, Pending[]>();
  readonly inputs = new Map<string, unknown[]>();
  readonly logic: Record<string, AnyActorLogic> = {};

  constructor(sources: readonly string[]) {
    for (const src of sources) {
      this.pending.set(src, []);
      this.inputs.set(src, []);
      this.logic[src] = fromPromise<unknown, unknown>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            const entry = { input, resolve, reject };
            this.pending.get(src)?.push(entry);
            this.inputs.get(src)?.push(input);
            // A stopped actor (its state was left) can no longer be settled.
            signal.addEventListener('abort', () => {
              const list = this.pending.get(src) ?? [];
              const index = list.indexOf(entry);
              if (index >= 0) list.splice(index, 1);
            });
          }),
      );
    }
  }

  /** The input the most recently started `src` got. */
  lastInput(src: string): unknown {
    return this.inputs.get(src)?.at(-1);
  }

  /** Resolves or rejects the oldest running `src`. */
  settle(src: string, outcome: { output: unknown } | { error: unknown }): void {
    const entry = this.pending.get(src)?.shift();
    if (!entry) throw new Error(`No ${src} actor is running to settle`);
    if ('output' in outcome) entry.resolve(outcome.output);
    else entry.reject(outcome.error);
  }
}

export type GraphOptions<M extends AnyStateMachine> = {
  /**
   * Payloads for events, by type. The graph tries every event some state handles, in every state: those listed here
   * with each listed payload, the others as a bare `{ type }`.
   */
  events?: Record<string, readonly Payload[]>;
  input?: InputFrom<M>;
  /** States passed through by `always` transitions, which no path can stop in. */
  transient?: readonly string[];
  /** How the graph tells states apart (default: value and context); narrow it for machines with open-ended context. */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  filterEvents?: (snapshot: SnapshotFrom<M>, event: EventObject) => boolean;
  /** The invoked promise actors to replace with hand-settled stubs (ids equal srcs). */
  controlled?: readonly string[];
  /** Further implementations for the replay (callback actors, actions that touch the DOM). */
  provide?: Parameters<M['provide']>[0];
  /** What of the context to compare between the graph and the actor (default: all of it). */
  compareContext?: (context: SnapshotFrom<M>['context']) => unknown;
};

export type Replayed<M extends AnyStateMachine> = {
  actor: Actor<M>;
  snapshot: SnapshotFrom<M>;
  stubs: ControlledActors;
  emitted: EventObject[];
  route: Route;
};

const doneEvent = /^xstate\.done\.actor\.(.+)$/;
const errorEvent = /^xstate\.error\.actor\.(.+)$/;
const afterEvent = /^xstate\.after\.([^.]+)\./;

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
}

export function stateGraph<M extends AnyStateMachine>(machine: M, options: GraphOptions<M> = {}) {
  const payloads = options.events ?? {};
  // Every event any state handles, tried in every state: one a state does not handle leaves it where it is.
  const events = (machine.root.events as string[]).flatMap((type) => payloads[type] ?? [{ type }]);
  const paths = getShortestPaths(machine, {
    input: options.input,
    events,
    ...(options.serializeState ? { serializeState: options.serializeState } : {}),
    ...(options.filterEvents ? { filterEvents: options.filterEvents } : {}),
  } as never) as unknown as Path[];

  // The graph identifies states by their serialisation, and with a narrowed one the snapshots it keeps along a
  // path may come from another path to the same state. So only its event sequences are trusted; the snapshots are
  // computed again, purely, from the initial one.
  const routes: Route[] = paths.map((path) => {
    const events = path.steps
      .map((step) => step.event)
      .filter((event, index) => index > 0 || event.type !== 'xstate.init');
    const initial = getInitialSnapshot as (logic: AnyStateMachine, input: unknown) => AnyMachineSnapshot;
    const next = getNextSnapshot as (logic: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject) => AnyMachineSnapshot;
    const states = [initial(machine, options.input)];
    for (const event of events) states.push(next(machine, states.at(-1) as AnyMachineSnapshot, event));
    return { events, states };
  });

  /** The shortest route to each leaf state. */
  const pathTo = new Map<string, Route>();
  for (const route of [...routes].sort((a, b) => a.events.length - b.events.length)) {
    for (const leaf of leavesOf((route.states.at(-1) as AnyMachineSnapshot).value)) {
      if (!pathTo.has(leaf)) pathTo.set(leaf, route);
    }
  }

  const transient = new Set(options.transient ?? []);
  const leaves = leafStatesOf(machine).filter((leaf) => !transient.has(leaf));
  const reached = [...pathTo.keys()].filter((leaf) => !transient.has(leaf)).sort();

  const delayOf = (name: string, snapshot: AnyMachineSnapshot, event: EventObject): number => {
    const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
    const delay = delays[name] ?? Number(name);
    if (typeof delay === 'number') return delay;
    if (typeof delay === 'function') return (delay as (args: unknown) => number)({ context: snapshot.context, event });
    throw new Error(`Unknown delay ${name}`);
  };

  /** Drives a real actor along the shortest path to `leaf`, checking every step against the graph. */
  async function replay(leaf: string): Promise<Replayed<M>> {
    const route = pathTo.get(leaf);
    if (!route) throw new Error(`No path reaches ${leaf}`);
    const stubs = new ControlledActors(options.controlled ?? []);
    let logic = machine.provide({ actors: stubs.logic } as Parameters<M['provide']>[0]) as M;
    if (options.provide) logic = logic.provide(options.provide) as M;
    const actor = createActor(logic, { input: options.input } as never) as Actor<M>;
    const emitted: EventObject[] = [];
    actor.on('*', (event: EventObject) => emitted.push(event));
    actor.start();
    onTestFinished(() => {
      actor.stop();
    });
    await flush();

    const compare = (options.compareContext ?? ((context: unknown) => context)) as (context: unknown) => unknown;
    const check = (index: number, label: string) => {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      const expected = route.states[index] as AnyMachineSnapshot;
      const where = `${leaf}, step ${index} (${label})`;
      expect(snapshot.value, where).toEqual(expected.value);
      expect([...snapshot.tags].sort(), where).toEqual([...expected.tags].sort());
      expect(compare(snapshot.context), where).toEqual(compare(expected.context));
    };
    check(0, 'start');
    for (const [index, event] of route.events.entries()) {
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      const done = doneEvent.exec(event.type);
      const failed = errorEvent.exec(event.type);
      const after = afterEvent.exec(event.type);
      if (done?.[1]) stubs.settle(done[1], { output: (event as { output?: unknown }).output });
      else if (failed?.[1]) stubs.settle(failed[1], { error: (event as { error?: unknown }).error });
      else if (after?.[1]) await vi.advanceTimersByTimeAsync(delayOf(after[1], before, event));
      else actor.send(event as never);
      await flush();
      check(index + 1, event.type);
    }
    expect(leavesOf((actor.getSnapshot() as AnyMachineSnapshot).value), `the actor is in ${leaf}`).toContain(leaf);
    return { actor, snapshot: actor.getSnapshot() as SnapshotFrom<M>, stubs, emitted, route };
  }

  return { routes, pathTo, leaves, reached, replay };
}

/** What a machine's every-state suite checks in each leaf state, by its dotted path. */
export type StateExpectations<M extends AnyStateMachine> = Record<string, (replayed: Replayed<M>) => void>;

/**
 * A machine's every-state suite: the graph reaches every leaf, every leaf has an expectation, and a real actor driven
 * along the shortest path to each leaf meets its expectation (and `everyState`, a check all leaves share).
 */
export function describeEveryState<M extends AnyStateMachine>(
  title: string,
  graph: ReturnType<typeof stateGraph<M>>,
  expectations: StateExpectations<M>,
  everyState?: (replayed: Replayed<M>) => void,
): void {
  describe(`${title}: every state`, () => {
    it('reaches every state', () => {
      expect(graph.reached).toEqual(graph.leaves);
      expect(Object.keys(expectations).sort()).toEqual(graph.leaves);
    });

    it.each(graph.leaves)('%s', async (leaf) => {
      const replayed = await graph.replay(leaf);
      everyState?.(replayed);
      expectations[leaf]?.(replayed);
    });
  });
}
