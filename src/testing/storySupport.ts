// Story support for the academic screens: the calls and form actors of every story (.storybook/submission.ts).
export { answers, fails, pending, settledIn } from './storyActors';
export { expectNotifiedOnly, notificationsOf, storyRedirectDelayMs, submissionActor } from '../../.storybook/submission';

