import { AnchorMdx, useOf, type Of } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';

/**
 * A link from a docs page to a story, named by its export (`<StoryLink of={Login.SigningIn} />`), so the link follows
 * the story when its title changes and an export that is gone fails the page. Opens the story in Storybook itself.
 */
export function StoryLink({ of, children }: { of: Of; children?: ReactNode }) {
  const { story } = useOf(of, ['story']);
  return <AnchorMdx href={`?path=/story/${story.id}`}>{children ?? story.name}</AnchorMdx>;
}
