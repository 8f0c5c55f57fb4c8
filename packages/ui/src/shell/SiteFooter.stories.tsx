import { footerMessages, navMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MAILING_LIST_SANDBOX } from './mailingList';
import { SiteFooter } from './SiteFooter';
import { SAMPLE_MAILING_LIST_SCRIPT } from './storyFixtures';

const APPS = [
  {
    name: 'All Daf',
    appStoreUrl: 'https://apps.example.com/all-daf',
    playStoreUrl: 'https://play.example.com/all-daf',
  },
  {
    name: 'All Mishnah',
    appStoreUrl: 'https://apps.example.com/all-mishnah',
    playStoreUrl: 'https://play.example.com/all-mishnah',
  },
];
const SOCIAL = {
  instagram: 'https://instagram.example.com/siyum',
  youtube: 'https://youtube.example.com/siyum',
  x: 'https://x.example.com/siyum',
  whatsapp: 'https://whatsapp.example.com/siyum',
};
const DONATE = 'https://donate.example.org/siyum';

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: {
    productName: 'Siyum',
    apps: APPS,
    socialLinks: SOCIAL,
    donateUrl: DONATE,
    privacyUrl: 'https://example.org/privacy',
    cookiePolicyUrl: 'https://example.org/cookies',
    // Fixed so the baselines hold from one year to the next; the CurrentYear story checks the default.
    year: 2026,
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ width: '60rem' }}>{Story()}</div>],
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a new tab with rel noopener and says so to assistive technology. */
async function expectNewTab(link: HTMLElement, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  await expect(link).toHaveAccessibleDescription(navMessages.opensInNewTab);
}

/**
 * Everything configured: store links of both sister apps, the four social links, the mailing-list
 * form (a stand-in script) in its sandboxed frame, donate, privacy and cookie policy, the copyright.
 */
export const Full: Story = {
  args: { mailingList: { scriptUrl: SAMPLE_MAILING_LIST_SCRIPT, formId: 'sample-form' } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const apps = within(canvas.getByRole('navigation', { name: footerMessages.apps }));
    await expectNewTab(apps.getByRole('link', { name: 'All Daf on the App Store' }), APPS[0]!.appStoreUrl);
    await expectNewTab(apps.getByRole('link', { name: 'All Daf on Google Play' }), APPS[0]!.playStoreUrl);
    await expectNewTab(
      apps.getByRole('link', { name: 'All Mishnah on the App Store' }),
      APPS[1]!.appStoreUrl,
    );
    await expectNewTab(apps.getByRole('link', { name: 'All Mishnah on Google Play' }), APPS[1]!.playStoreUrl);

    const social = within(canvas.getByRole('navigation', { name: footerMessages.social }));
    await expect(social.getAllByRole('link')).toHaveLength(4);
    await expectNewTab(social.getByRole('link', { name: 'Instagram' }), SOCIAL.instagram);
    await expectNewTab(social.getByRole('link', { name: 'YouTube' }), SOCIAL.youtube);
    await expectNewTab(social.getByRole('link', { name: 'X' }), SOCIAL.x);
    await expectNewTab(social.getByRole('link', { name: 'WhatsApp' }), SOCIAL.whatsapp);

    const legal = within(canvas.getByRole('navigation', { name: footerMessages.legal }));
    await expectNewTab(legal.getByRole('link', { name: footerMessages.donate }), DONATE);
    await expectNewTab(
      legal.getByRole('link', { name: footerMessages.privacy }),
      'https://example.org/privacy',
    );
    await expectNewTab(
      legal.getByRole('link', { name: footerMessages.cookiePolicy }),
      'https://example.org/cookies',
    );
    await expect(within(footer).getByText('© 2026 Siyum')).toBeVisible();

    // The form's script ran in its frame, which reported its load and height; the frame's
    // document is out of the app's reach (opaque origin).
    const signup = within(canvas.getByRole('region', { name: footerMessages.mailingList }));
    const frame = (await signup.findByTitle(footerMessages.mailingListFrame)) as HTMLIFrameElement;
    await expect(frame).toHaveAttribute('sandbox', MAILING_LIST_SANDBOX);
    await waitFor(() => expect(frame.parentElement).toHaveAttribute('data-state', 'ready'), {
      timeout: 5000,
    });
    await waitFor(() => expect(frame.getBoundingClientRect().height).toBeGreaterThan(30), { timeout: 5000 });
    await expect(frame.contentDocument).toBeNull();
  },
};

/**
 * Only some things configured: only the social links with a URL show; no apps, no mailing list; an
 * app path (the privacy page) navigates in the app.
 */
export const Partial: Story = {
  args: {
    apps: [],
    socialLinks: { instagram: SOCIAL.instagram, youtube: SOCIAL.youtube, x: '' },
    cookiePolicyUrl: undefined,
    privacyUrl: '/privacy',
  },
  play: async ({ canvas, userEvent, args }) => {
    const social = within(canvas.getByRole('navigation', { name: footerMessages.social }));
    await expect(social.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      SOCIAL.instagram,
      SOCIAL.youtube,
    ]);
    await expect(canvas.queryByRole('navigation', { name: footerMessages.apps })).toBeNull();
    await expect(canvas.queryByRole('region', { name: footerMessages.mailingList })).toBeNull();
    await expect(canvas.queryByRole('link', { name: footerMessages.cookiePolicy })).toBeNull();
    const privacy = canvas.getByRole('link', { name: footerMessages.privacy });
    await expect(privacy).not.toHaveAttribute('target');
    await userEvent.click(privacy);
    await expect(args.onNavigate).toHaveBeenCalledWith('/privacy');
  },
};

/** The mailing-list script cannot load (404): the frame goes and a link to the list's page shows. */
export const MailingListFailed: Story = {
  args: {
    mailingList: {
      scriptUrl: '/__no-such-mailing-list-script.js',
      formId: 'sample-form',
      pageUrl: 'https://lists.example.org/siyum',
    },
  },
  play: async ({ canvas }) => {
    const signup = within(canvas.getByRole('region', { name: footerMessages.mailingList }));
    const fallback = await signup.findByText(
      footerMessages.mailingListUnavailable,
      { exact: false },
      { timeout: 5000 },
    );
    await expect(fallback).toBeVisible();
    await expectNewTab(
      signup.getByRole('link', { name: footerMessages.mailingListPage }),
      'https://lists.example.org/siyum',
    );
    await expect(signup.queryByTitle(footerMessages.mailingListFrame)).toBeNull();
    // The rest of the footer is untouched.
    await expect(canvas.getByRole('link', { name: footerMessages.donate })).toBeVisible();
  },
};

/** A script URL that is no URL, and no page to send people to: a short message instead. */
export const MailingListUnavailable: Story = {
  args: { mailingList: { scriptUrl: 'javascript:void 0' } },
  play: async ({ canvas }) => {
    const signup = within(canvas.getByRole('region', { name: footerMessages.mailingList }));
    await expect(
      await signup.findByText(
        `${footerMessages.mailingListUnavailable} ${footerMessages.mailingListTryLater}`,
      ),
    ).toBeVisible();
    await expect(signup.queryByRole('link')).toBeNull();
    await expect(signup.queryByTitle(footerMessages.mailingListFrame)).toBeNull();
  },
};

/** Below the fold, the form is not loaded until the footer comes near the viewport. */
export const MailingListLoadsNearViewport: Story = {
  args: { mailingList: { scriptUrl: SAMPLE_MAILING_LIST_SCRIPT, formId: 'sample-form' } },
  decorators: [
    (Story) => (
      <>
        <div style={{ height: '250vh' }} />
        {Story()}
      </>
    ),
  ],
  // A page taller than the viewport, scrolled: the Full story snapshots the same footer.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: footerMessages.mailingList });
    const slot = region.querySelector('[data-state]');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(slot).toHaveAttribute('data-state', 'idle');
    await expect(within(region).queryByTitle(footerMessages.mailingListFrame)).toBeNull();
    region.scrollIntoView();
    try {
      await waitFor(() => expect(slot).toHaveAttribute('data-state', 'ready'), { timeout: 5000 });
      await expect(within(region).getByTitle(footerMessages.mailingListFrame)).toBeInTheDocument();
    } finally {
      window.scrollTo(0, 0);
    }
  },
};

/** Without a year given, the copyright shows the current one. */
export const CurrentYear: Story = {
  args: { year: undefined },
  // Its text changes every January: no baseline.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Siyum`)).toBeVisible();
  },
};
