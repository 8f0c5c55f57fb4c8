import { appMessages, neediestMessages } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import { NeediestSiyumim } from '@siyum/features';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { neediestSample } from '../packages/features/src/neediest/fixtures';
import { HomeView } from '../src/pages/HomePage';

const meta = {
  title: 'Pages/Home',
  component: HomeView,
  parameters: { layout: 'fullscreen' },
  args: { productName: 'Siyum' },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the counters answer: the community's documented starting figure, and no developer lines. */
export const StartingFigure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Siyum' })).toBeVisible();
    await expect(canvas.getByText(appMessages.tagline)).toBeVisible();
    await expect(
      canvas.getByText('Our community has learned over 525,075 Mishnayos and Dafim'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Server/)).not.toBeInTheDocument();
  },
};

/** With what public siyumim here completed: one number, the starting figure plus those units. */
export const WithLearningHere: Story = {
  args: { unitsLearned: 4_192 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Our community has learned over 529,267 Mishnayos and Dafim'),
    ).toBeVisible();
  },
};

/** Issue 23: the home page in Hebrew: the tagline and the count in Hebrew, the number in he-IL. */
export const InHebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(he.app.tagline)).toBeVisible();
    await expect(canvas.getByText(/525,075/)).toHaveTextContent(/[\u0590-\u05FF]/);
  },
};

/**
 * Issue 24: under the tagline and the counter, the public siyumim that most need learners now, so a
 * visitor has something to do on arrival (the live page reads them from siyum.neediest).
 */
export const WithSiyumimThatNeedLearners: Story = {
  args: {
    children: <NeediestSiyumim items={neediestSample} hrefFor={(id) => `/s/${id}`} />,
  },
  play: async ({ canvas }) => {
    const counter = canvas.getByText(/Our community has learned over/);
    const section = canvas.getByRole('heading', { level: 2, name: neediestMessages.title });
    // Below the counter, in reading order.
    await expect(counter.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const first = neediestSample[0];
    if (!first) throw new Error('no sample');
    await expect(canvas.getByRole('link', { name: first.title })).toHaveAttribute('href', `/s/${first.id}`);
  },
};
