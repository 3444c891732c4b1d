import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  // The client's layers (docs/architecture.md): route → resource → machine → view → ui. A layer imports only those
  // below it, so a change to a screen never reaches the design system and the machines stay testable without React.
  boundary(['src/ui/**'], 'src/ui is the design system: it knows no screen, app service or API call.', [
    '**/views/**',
    '**/app/**',
    '**/api/**',
    '**/routes/**',
    '**/resources/**',
    '**/machines/**',
  ]),
  boundary(['src/machines/**'], 'Machines hold behaviour, not markup: no views or ui.', ['**/views/**', '**/ui', '**/ui/**', '**/routes/**']),
  boundary(
    ['src/views/**'],
    'Views render what they are given: routes compose them with the resources’ calls, not the reverse (a view may use a resource’s *.form module: its values, rules and constants).',
    ['**/routes/**', '**/app/**', '**/api/client', '**/resources/*', '!**/resources/*.form'],
  ),
  // src/app composes the shell from views (App, Root, the router); views read the app's services from src/services.
  // Neither direction may turn back, so there is no src/app ↔ src/views cycle.
  boundary(['src/services/**'], 'Services are what views read: they know no view, route or shell composition.', [
    '**/views/**',
    '**/routes/**',
    '**/app/**',
    '**/ui',
    '**/ui/**',
  ]),
  boundary(['src/resources/**'], 'A resource describes calls and forms: it renders nothing.', ['**/views/**', '**/ui', '**/ui/**', '**/routes/**']),
  boundary(['src/api/**'], 'The API layer knows nothing of React, machines or screens.', ['**/views/**', '**/ui/**', '**/app/**', '**/machines/**', '**/routes/**']),
  boundary(['server/src/**'], 'The server shares only the generated contract types with the client.', [
    '**/src/!(api)/**',
    '**/src/api/!(*.gen)',
  ]),
);
