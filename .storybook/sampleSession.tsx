import { type SampleUserKey, sampleUsers } from '@siyum/domain/fixtures';
import { ViewerProvider } from '@siyum/ui/session';
import type { Decorator } from '@storybook/react-vite';

/** The toolbar's names for the sample users (`@siyum/domain/fixtures`): who each one is for the rules. */
export const SAMPLE_USER_TITLES: Record<SampleUserKey, string> = {
  visitor: 'Visitor (signed out)',
  plainUser: 'Learner — Rivka',
  owner: 'Owner — Moshe',
  editSiyumHelper: 'Helper, editSiyum — Dovid',
  editSignupHelper: 'Helper, editSignup — Leah',
  updateUsersHelper: 'Helper, updateUsers — Yosef',
};

/**
 * Every story runs signed in as the `user` global's sample user (the toolbar, or a story's own
 * `globals: { user: 'visitor' }`): the shell and the siyum widgets read it through `ViewerProvider`,
 * as they read the session in the app. A widget's explicit prop (`signedIn`, `viewerId`, `viewer`)
 * still wins. An unknown key fails the story rather than quietly showing a visitor.
 */
export const withSampleSession: Decorator = (Story, context) => {
  const key = context.globals.user as string;
  if (!Object.hasOwn(sampleUsers, key)) {
    throw new Error(`Unknown sample user "${key}": one of ${Object.keys(sampleUsers).join(', ')}`);
  }
  return (
    <ViewerProvider viewer={sampleUsers[key as SampleUserKey]}>
      <Story />
    </ViewerProvider>
  );
};
