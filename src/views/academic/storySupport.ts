// Story support for the academic screens: the calls and form actors of every story (.storybook/submission.ts), and
// the clean-up of React Aria's pending-button announcements.
export { answers, fails, pending, settledIn } from '../auth/storyActors';
export { expectNotifiedOnly, notificationsOf, storyRedirectDelayMs, submissionActor } from '../../../.storybook/submission';

/**
 * React Aria announces a focused button going pending (and back) through its page-wide live region, by reference to
 * the button's id, for 7 s. A story whose pending button then unmounts (a deleted event's Delete) leaves an entry
 * naming nothing, which axe reports; the story removes it once it has checked what it needs. (The design system's
 * Button is where this belongs; reported.)
 */
export function forgetPendingAnnouncements(): void {
  for (const entry of document.querySelectorAll('[role="log"] > [role="img"][aria-labelledby]')) entry.remove();
}
