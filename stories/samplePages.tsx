/**
 * What the app's page stories share: the frame a page is served in for the story's sample user (the
 * header and the §2 route guard, both following the session the `user` global gives), and the
 * sample API's answers for that user. No network: everything comes from `@siyum/domain/fixtures`.
 */
import { decideNavigation, type MyLearning, type Viewer } from '@siyum/domain';
import { sampleLearningsOf, sampleSiyumRecord } from '@siyum/domain/fixtures';
import type { MySiyumimData } from '@siyum/features';
import { useViewer } from '@siyum/ui/session';
import { SiteHeader } from '@siyum/ui/shell';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { useHeaderLinks } from '../src/app/headerLinks';
import { config } from '../src/config';

/** The site the sample pages are on: share links must not carry the test server's random port. */
export const SAMPLE_ORIGIN = 'https://siyum.example.org';

/** The test browser paints no more than its viewport (~900 px): a baseline holds the first screenful. */
const FOLD_PX = 860;

export interface SamplePageProps {
  /** The path the page is opened at, query included: the route guard decides on it. */
  path: string;
  children: ReactNode;
}

/**
 * A page as the app serves it to the session's user: the site header (no `signedIn` prop — it reads
 * the session), then the page, unless §2's route guard (`decideNavigation`, as `AppLayout` applies
 * it) sends this user elsewhere; then the story shows where, in place of the page.
 */
export function SamplePage({ path, children }: SamplePageProps) {
  const viewer = useViewer();
  const links = useHeaderLinks();
  const decision = decideNavigation(
    path,
    viewer ? { signedIn: true, userInfoBlank: false } : { signedIn: false },
  );
  return (
    <MemoryRouter initialEntries={[path]}>
      <div style={{ width: '64rem', maxHeight: FOLD_PX, overflowY: 'clip', background: 'var(--background)' }}>
        <SiteHeader
          productName={config.productName}
          links={links.header}
          menuLinks={links.menu}
          currentPath={path.split('?')[0]}
          onLogin={fn().mockName('onLogin')}
          onRegister={fn().mockName('onRegister')}
          onLogout={fn().mockName('onLogout')}
          onNavigate={fn().mockName('onNavigate')}
        />
        {decision.kind === 'redirect' ? <SentElsewhere to={decision.to} /> : children}
      </div>
    </MemoryRouter>
  );
}

/** Stands in for the page the route guard sends the user to (the story stops there). */
function SentElsewhere({ to }: { to: string }) {
  return (
    <main className="page page--centered" data-sent-to={to}>
      <p>{`The app sends this user to ${to}`}</p>
    </main>
  );
}

/** What `portion.mine` and `siyum.mine` answer the viewer: all of it in the sample siyum. */
export function sampleMine(viewer: Viewer | null): { learnings: MyLearning[]; siyumim: MySiyumimData } {
  if (!viewer) return { learnings: [], siyumim: { owned: [], helping: [] } };
  const owns = sampleSiyumRecord.user.id === viewer.id;
  const helps = viewer.siyum_permission.some((entry) => entry.siyum === sampleSiyumRecord.id);
  return {
    learnings: sampleLearningsOf(viewer.id),
    siyumim: { owned: owns ? [sampleSiyumRecord] : [], helping: helps ? [sampleSiyumRecord] : [] },
  };
}
