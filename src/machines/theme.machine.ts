// Light (the default, SPEC section 9) or dark. The choice is remembered in localStorage (the theme only: tokens never
// go there) and shown by `data-theme` on the document element, which the design tokens key on.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { defaultTheme } from '../lib/constants';

export type Theme = 'light' | 'dark';

/** The localStorage key of the remembered theme. */
export const themeStorageKey = 'portal.theme';

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

export type ThemeEvent = { type: 'theme.toggle' } | { type: 'theme.set'; theme: Theme };

export const themeMachine = setup({
  types: {
    context: {} as { theme: Theme },
    events: {} as ThemeEvent,
  },
  actors: {
    /** The remembered theme, or null. */
    loadTheme: fromPromise<Theme | null>(async () => {
      try {
        const stored = window.localStorage.getItem(themeStorageKey);
        return isTheme(stored) ? stored : null;
      } catch {
        // Storage can be unavailable (privacy settings); the default theme will do.
        return null;
      }
    }),
  },
  actions: {
    useTheme: assign((_, params: { theme: Theme }) => ({ theme: params.theme })),
    applyTheme: (_, params: { theme: Theme }) => {
      document.documentElement.dataset.theme = params.theme;
    },
    rememberTheme: (_, params: { theme: Theme }) => {
      try {
        window.localStorage.setItem(themeStorageKey, params.theme);
      } catch {
        // Not remembered, but still applied.
      }
    },
  },
  guards: {
    isDark: (_, params: { theme: Theme | null | undefined }) => params.theme === 'dark',
  },
}).createMachine({
  id: 'theme',
  context: { theme: defaultTheme },
  initial: 'loading',
  on: {
    'theme.set': [
      {
        guard: { type: 'isDark', params: ({ event }) => ({ theme: event.theme }) },
        target: '.dark',
        actions: { type: 'rememberTheme', params: { theme: 'dark' } },
      },
      { target: '.light', actions: { type: 'rememberTheme', params: { theme: 'light' } } },
    ],
  },
  states: {
    loading: {
      invoke: {
        id: 'loadTheme',
        src: 'loadTheme',
        onDone: [
          { guard: { type: 'isDark', params: ({ event }) => ({ theme: event.output }) }, target: 'dark' },
          { target: 'light' },
        ],
        onError: 'light',
      },
    },
    light: {
      entry: [
        { type: 'useTheme', params: { theme: 'light' } },
        { type: 'applyTheme', params: { theme: 'light' } },
      ],
      on: { 'theme.toggle': { target: 'dark', actions: { type: 'rememberTheme', params: { theme: 'dark' } } } },
    },
    dark: {
      entry: [
        { type: 'useTheme', params: { theme: 'dark' } },
        { type: 'applyTheme', params: { theme: 'dark' } },
      ],
      on: { 'theme.toggle': { target: 'light', actions: { type: 'rememberTheme', params: { theme: 'light' } } } },
    },
  },
});

export type ThemeActor = ActorRefFrom<typeof themeMachine>;
export type ThemeSnapshot = SnapshotFrom<typeof themeMachine>;
