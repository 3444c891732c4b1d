/*
 * Setup for the story tests (vitest.storybook.config.ts).
 *
 * Since Storybook 10.3, @storybook/addon-vitest applies the project annotations (preview.tsx plus
 * every addon's, a11y included) by itself. This file must not apply them again: the addon turns its
 * automatic provisioning off when a setup file here mentions the set-project-annotations call by name
 * (even in a comment), and a hand-written list would miss addons added later.
 */
import { configure } from 'storybook/test';
import { beforeEach } from 'vitest';

// A `findBy…` waits up to five seconds, not one: the suite shares two cores with the type check and the linter, and
// a form drawn a group per paint can take more than a second to finish there.
configure({ asyncUtilTimeout: 5000 });

// Forget the previous story's theme, so each story is themed by the preview decorator from its own globals and
// never starts in the dark theme its predecessor's dark check left behind.
beforeEach(() => {
  document.documentElement.removeAttribute('data-theme');
});
