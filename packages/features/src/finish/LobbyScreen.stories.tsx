import { format, finishLineMessages as m } from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { zeraimBoard, zeraimSiyum } from './fixtures';
import { LobbyScreen } from './LobbyScreen';
import { overflowing } from './storySupport';

const URL_OF_SIYUM = 'https://siyum.example.org/s/1';

/** A screen's width (a 1280 px display at its page padding), or a phone's (`parameters.width`). */
const onScreen: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | undefined) ?? '64rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Siyum/Finish/LobbyScreen',
  component: LobbyScreen,
  args: { siyum: zeraimSiyum(zeraimBoard(3)), url: URL_OF_SIYUM },
  decorators: [onScreen],
} satisfies Meta<typeof LobbyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under way: the title, dedication and date, the progress in large type, and the QR code to join. */
export const UnderWay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seder Zeraim in memory of Sarah bat Avraham',
    );
    await expect(canvas.getByText('L’iluy nishmas Sarah bat Avraham')).toBeVisible();
    await expect(canvas.getByText('Siyum on 1 March 2027')).toBeVisible();
    await expect(canvas.getByText('72% complete')).toBeVisible();
    await expect(canvas.getByText('8 of 11 learned')).toBeVisible();
    await expect(canvas.getByText('3 being learned')).toBeVisible();
    await expect(canvas.getByText('0 open')).toBeVisible();
    // The QR code names the URL it encodes, and carries it for a test to read.
    const qr = await canvas.findByRole('img', { name: format(m.lobbyQrLabel, { url: URL_OF_SIYUM }) });
    await expect(qr).toHaveAttribute('data-url', URL_OF_SIYUM);
    await expect(canvas.getByText(m.lobbyJoin)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: m.celebrationTitle })).toBeNull();
  },
};

/** The last portion learned: the celebration above the full bar. */
export const Complete: Story = {
  args: { siyum: zeraimSiyum(zeraimBoard()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: m.celebrationTitle })).toBeVisible();
    await expect(canvas.getByText('100% complete')).toBeVisible();
    await canvas.findByRole('img', { name: format(m.lobbyQrLabel, { url: URL_OF_SIYUM }) });
  },
};

/** In Hebrew: the Hebrew date leads, the address stays left to right. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('72% הושלמו')).toBeVisible();
    await expect(canvas.getByText('סרקו כדי לקחת חלק')).toBeVisible();
    await expect(canvas.getByText('siyum.example.org/s/1')).toHaveAttribute('dir', 'ltr');
    await canvas.findByRole('img', { name: `קוד QR להצטרפות לסיום: ${URL_OF_SIYUM}` });
  },
};

/** On a phone the QR code goes under the words and everything fits. */
export const Narrow320: Story = {
  parameters: { width: '288px' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('img', { name: format(m.lobbyQrLabel, { url: URL_OF_SIYUM }) });
    const root = canvasElement.querySelector<HTMLElement>('.siyum-lobby');
    if (!root) throw new Error('no lobby');
    await expect(overflowing(root)).toEqual([]);
  },
};
