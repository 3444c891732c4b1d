// Reads and small helpers shared by the academic-structure routes (classes, subjects, sessions, calendar, schemes of
// work). The '-' prefix keeps this file out of the route tree. Reads happen in loaders (DESIGN section 4); a gated
// account asks for nothing, since its page shows the account notice instead.
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { useAppServices } from '../../app/AppServices';
import { mayOperate } from '../../app/loaders';
import type { components } from '../../api/schema.gen';
import type { SessionActor } from '../../machines/session.machine';

export type LoaderArgs = { context: { session: SessionActor }; abortController: AbortController };

type StateDetails = components['schemas']['StateDetails'];

export const readClasses = async (signal: AbortSignal) => dataOf(await portalClient.GET('/class/view-all', { signal })).classes;
export const readClassTypes = async (signal: AbortSignal) =>
  dataOf(await portalClient.GET('/class-arm/list-of-class-types', { signal })).classType;
export const readSubjects = async (signal: AbortSignal) => dataOf(await portalClient.GET('/subject/view-all', { signal })).subjects;
export const readSessions = async (signal: AbortSignal) =>
  dataOf(await portalClient.GET('/session/view-session-by-state', { signal })).sessions;
/** The events that overlap the range (the server answers at most 366 days at once). */
export const readEvents = async (signal: AbortSignal, range: { start: string; end: string }) =>
  dataOf(await portalClient.GET('/calendar/view', { params: { query: { startDate: range.start, endDate: range.end } }, signal })).events;
export const readEventTypes = async (signal: AbortSignal) =>
  dataOf(await portalClient.GET('/generic-apis/all-enum', { signal })).EventTypeEnum;

/** A loader that reads only for an account that may use the app. */
export function gatedLoader<T, A extends LoaderArgs = LoaderArgs>(read: (signal: AbortSignal, args: A) => Promise<T>) {
  return async (args: A): Promise<T | null> => (mayOperate(args.context.session) ? read(args.abortController.signal, args) : null);
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
