import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { clientLayers } from './eslint/clientLayers.js';

/** An import-boundary rule: files matching `files` may not import from the layers named in `patterns`. */
function boundary(files, message, group) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] } };
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-server', 'storybook-static', 'data', 'src/api/*.gen.d.ts', 'src/routeTree.gen.ts', 'server/src/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['server/src/main.ts', 'bench/**', 'scripts/**', 'tests/e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  // Import cycles: src/importCycles.test.ts walks every runtime import of src (a lint plugin for it needs native
  // resolver bindings that npm does not record for every platform in the lock file, so `npm ci` refused it).
  // The client's layout (docs/architecture.md): a feature in one folder, none importing another; src/shared below the
  // features; src/machines, src/services, src/lib, src/api and src/ui below both (eslint/clientLayers.js).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'client-layers': clientLayers } } },
    rules: { 'local/client-layers': 'error' },
  },
  boundary(['src/ui/**'], 'src/ui is the design system: it knows no screen, app service or API call.', [
    '**/app/**',
    '**/api/**',
    '**/routes/**',
    '**/machines/**',
    '**/services/**',
  ]),
  boundary(['src/machines/**'], 'Machines hold behaviour, not markup: no ui or routes.', ['**/ui', '**/ui/**', '**/routes/**']),
  boundary(['src/features/**', 'src/shared/**'], 'A feature’s files are composed by routes and the app, never the reverse.', ['**/routes/**', '**/app/**']),
  boundary(['src/features/**/*.tsx', 'src/shared/**/*.tsx'], 'Views render what they are given: the route makes the calls.', ['**/api/client']),
  // src/app composes the shell from features (App, Root, the router); features read the app's services from
  // src/services. Neither direction may turn back, so there is no src/app ↔ src/features cycle.
  boundary(['src/services/**'], 'Services are what views read: they know no view, route or shell composition.', [
    '**/routes/**',
    '**/app/**',
    '**/ui',
    '**/ui/**',
  ]),
  boundary(['src/api/**'], 'The API layer knows nothing of React, machines or screens.', ['**/ui/**', '**/app/**', '**/machines/**', '**/routes/**']),
  boundary(['server/src/**'], 'The server shares only the generated contract types with the client.', [
    '**/src/!(api)/**',
    '**/src/api/!(*.gen)',
  ]),
);
