import { aboutPageMessages, donatePageMessages, pageMessages } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import { AboutPage } from '../src/pages/AboutPage';
import { DonatePage } from '../src/pages/DonatePage';

/** The content pages: /about-us and /donate (with and without a configured donation page). */
const meta = {
  title: 'Pages/Content',
  // Whole pages are taller than the test browser's viewport, which paints nothing below its fold:
  // a baseline would hold a cut-off page. The plays and the a11y checks still run; e2e/support.spec.ts
  // opens both pages in the real app.
  parameters: { layout: 'fullscreen', visual: false },
  decorators: [
    // The canvas hugs its content: give the page a desktop column (or a phone's width) to fill.
    (Story, { parameters }) => (
      <div
        style={{
          width: (parameters.width as string | undefined) ?? '48rem',
          background: 'var(--background)',
        }}
      >
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {
  render: () => <AboutPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: pageMessages.about })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: aboutPageMessages.whatHeading })).toBeVisible();
    // The footer's default policy links land on these sections.
    await expect(
      canvas.getByRole('heading', { name: aboutPageMessages.privacyHeading }).closest('section'),
    ).toHaveAttribute('id', 'privacy');
    await expect(
      canvas.getByRole('heading', { name: aboutPageMessages.cookiesHeading }).closest('section'),
    ).toHaveAttribute('id', 'cookies');
  },
};

export const DonateLinkedOut: Story = {
  render: () => <DonatePage donateUrl="https://donate.example.org/siyum" />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: new RegExp(`^${donatePageMessages.button}`) });
    await expect(link).toHaveAttribute('href', 'https://donate.example.org/siyum');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** No donation page configured: the page says so plainly and offers the contact form instead. */
export const DonateNotOpen: Story = {
  render: () => <DonatePage donateUrl={undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(donatePageMessages.unavailable)).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: new RegExp(`^${donatePageMessages.button}`) }),
    ).toBeNull();
    await expect(canvas.getByRole('link', { name: donatePageMessages.contactLink })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  },
};

/** A 320 px screen (less the canvas padding): the text wraps inside the page, nothing overflows. */
export const Narrow320: Story = {
  render: () => <DonatePage donateUrl="https://donate.example.org/siyum" />,
  parameters: { width: '288px' },
  play: async ({ canvasElement }) => {
    const main = canvasElement.querySelector('main') as HTMLElement;
    for (const element of main.querySelectorAll<HTMLElement>('*'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        main.getBoundingClientRect().right + 0.5,
      );
  },
};

/** Issue 23: the About page in Hebrew, right to left, its sections still reached by their anchors. */
export const AboutInHebrew: Story = {
  globals: { locale: 'he' },
  render: () => <AboutPage />,
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: he.page.about })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: he.about.whatHeading })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: he.about.privacyHeading }).closest('section'),
    ).toHaveAttribute('id', 'privacy');
  },
};
