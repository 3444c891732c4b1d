// Story support: real machines with their calls replaced (`.provide()`), driven by real events into the state a story
// shows. Nothing here talks to a server.
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { createActor, fromPromise, waitFor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../api/errors';
import { AuthLayout } from '../features/layout/AuthLayout';

/** A call that never answers: the machine stays in its busy state. */
export function pending<TOutput, TInput = unknown>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

/** A call that answers `output` (after `delayMs`, if given). */
export function answers<TOutput, TInput = unknown>(output: TOutput, delayMs = 0) {
  return fromPromise<TOutput, TInput>(() => new Promise((resolve) => setTimeout(() => resolve(output), delayMs)));
}

/** A call the server refuses with `message` (the contract's error body, naming `details`), after `delayMs`, if given. */
export function fails<TOutput, TInput = unknown>(
  message: string,
  status = 400,
  delayMs = 0,
  details?: { field: string; message: string }[],
) {
  return fromPromise<TOutput, TInput>(
    () => new Promise((_, reject) => setTimeout(() => reject(new ApiError(message, { status, details })), delayMs)),
  );
}

/** Waits until `actor` is in a state for which `matches` holds; stories render only then. */
export async function settledIn<A extends AnyActorRef>(actor: A, matches: (snapshot: AnyMachineSnapshot) => boolean): Promise<A> {
  await waitFor(actor, (snapshot) => matches(snapshot as AnyMachineSnapshot), { timeout: 5000 });
  return actor;
}

/** Shows the story in the auth layout, as the route does. */
export const withAuthLayout: Decorator = (Story) => createElement(AuthLayout, null, createElement(Story));

export { createActor };
