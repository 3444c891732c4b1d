// What the routes of the signed-in screens share: the loader that asks nothing for a gated account (its page shows
// the account notice instead), the 404 of a record's page, and what a finished form does next. The reads themselves
// are the features' calls (src/features/<area>/*.calls.ts). The '-' prefix keeps this file out of the route tree.
import { notFound, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAppServices } from '../../services/AppServices';
import { mayOperate } from '../../app/loaders';
import type { components } from '../../api/schema.gen';
import type { SessionActor } from '../../machines/session.machine';
import { isNotFound, pageRead } from '../../shared/calls';
import { uuidParam } from '../../lib/searchParams';

export type LoaderArgs = { context: { session: SessionActor }; abortController: AbortController; location: { pathname: string } };

type StateDetails = components['schemas']['StateDetails'];

/**
 * The `beforeLoad` of a record's page (/class-management/edit-class/{id}): an id that cannot name a record is the
 * 404 page, before anything is asked of the server.
 */
export function recordIdGuard({ params }: { params: { id: string } }): void {
  if (uuidParam(params.id) === undefined) throw notFound();
}

/** Reads a page's record; the server not knowing it is the 404 page, said once (no notification). */
export async function readRecord<T>(read: (call: ReturnType<typeof pageRead>) => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await read(pageRead(signal));
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/** A loader that reads only for an account that may use the app, on a page its role includes (else the page says so). */
export function gatedLoader<T, A extends LoaderArgs = LoaderArgs>(read: (signal: AbortSignal, args: A) => Promise<T>) {
  return async (args: A): Promise<T | null> => (mayOperate(args.context.session, args.location.pathname) ? read(args.abortController.signal, args) : null);
}

/** Reloads the page's data (after a write). */
export function useReload(): () => void {
  const router = useRouter();
  return useCallback(() => void router.invalidate(), [router]);
}

/** Gives the session the state's new details (what the configure calls answer), so every screen reading them follows. */
export function useStateDetailsUpdate(): (details: StateDetails) => void {
  const { session } = useAppServices();
  return useCallback(
    (details: StateDetails) => {
      const current = session.getSnapshot().context.staff;
      if (current) session.send({ type: 'session.staffUpdated', staff: { ...current, stateDetails: details } });
    },
    [session],
  );
}

/** Goes where a finished form says (its `redirectTo`). */
export function useRedirect(): (output: { redirectTo: string | null }) => void {
  const router = useRouter();
  return useCallback(
    (output: { redirectTo: string | null }) => {
      if (output.redirectTo) void router.navigate({ href: output.redirectTo });
    },
    [router],
  );
}
