import { finishLineMessages as m } from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CertificateActions } from './CertificateActions';
import { CompletionCertificate } from './CompletionCertificate';
import { certificatePdf } from './certificatePdf';
import { zeraimBoard, zeraimSiyum } from './fixtures';
import { overflowing } from './storySupport';

/** The completion page's column, or the narrowest phone (`parameters.width`). */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | undefined) ?? '44rem' }}>
    <Story />
  </div>
);

const board = zeraimBoard();

const meta = {
  title: 'Siyum/Finish/CompletionCertificate',
  component: CompletionCertificate,
  args: { siyum: zeraimSiyum(board), portions: board },
  decorators: [inColumn],
} satisfies Meta<typeof CompletionCertificate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each learner's entry as text: name, then portions. */
const entries = (root: HTMLElement) =>
  within(root)
    .getAllByRole('listitem')
    .map((item) => [...item.children].map((part) => part.textContent));

/** A finished siyum: dedication, the text and its tractates, the date in both calendars, every learner. */
export const Complete: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Seder Zeraim in memory of Sarah bat Avraham' }),
    ).toBeVisible();
    await expect(canvas.getByText(m.certificateTitle)).toBeVisible();
    await expect(canvas.getByText('L’iluy nishmas Sarah bat Avraham')).toBeVisible();
    await expect(canvas.getByText('Mishnah · by tractate')).toBeVisible();
    await expect(canvas.getByText(/^Berakhot, Peah, Demai, .* and Bikkurim$/)).toBeVisible();
    // Both calendars: the Gregorian date in a <time>, the Hebrew one beside it.
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', '2027-03-01');
    await expect(canvas.getByText('1 March 2027')).toBeVisible();
    await expect(canvas.getByText('כ״ב אדר א׳ תשפ״ז')).toBeVisible();
    await expect(entries(canvasElement)).toEqual([
      ['Rivka L.', 'Berakhot, Peah, Sheviit, and Challah'],
      ['Chana B.', 'Demai, Maasrot, and Bikkurim'],
      ['Yehuda M.', 'Kilayim and Maaser Sheni'],
      ['Sarah G.', 'Terumot and Orlah'],
    ]);
    await expect(canvas.queryByText(/still under way/)).toBeNull();
    await expect(canvas.getByText('Organized by Moshe C.')).toBeVisible();
  },
};

/** In Hebrew, right to left: Hebrew names of the text and tractates, the Hebrew date first. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('סיום הלימוד')).toBeVisible();
    await expect(canvas.getByText('לעילוי נשמת Sarah bat Avraham')).toBeVisible();
    await expect(canvas.getByText('משנה · לפי מסכת')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'הלומדים וחלקיהם' })).toBeVisible();
    await expect(entries(canvasElement)[0]).toEqual(['Rivka L.', 'ברכות, פאה, שביעית וחלה']);
    // A name in Latin letters keeps its own direction inside the Hebrew page.
    await expect(canvas.getByText('Rivka L.').tagName).toBe('BDI');
  },
};

/** Opened before the end: how far it has come, and only what is finished so far. */
export const UnderWay: Story = {
  args: { siyum: zeraimSiyum(zeraimBoard(3)), portions: zeraimBoard(3) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('This siyum is still under way: 8 of 11 portions learned so far.'),
    ).toBeVisible();
    await expect(entries(canvasElement)[0]).toEqual(['Rivka L.', 'Berakhot, Peah, and Sheviit']);
  },
};

/** Nobody has finished anything yet. */
export const NothingLearned: Story = {
  args: { siyum: zeraimSiyum(zeraimBoard(11)), portions: zeraimBoard(11) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.certificateNoLearners)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A 320 px phone: everything wraps inside the column (four tractates, so the baseline holds it all). */
export const Narrow320: Story = {
  args: {
    siyum: {
      ...zeraimSiyum(board.slice(0, 4)),
      title: 'Zeraim for Sarah',
      scope: ['berakhot', 'peah', 'demai', 'kilayim'],
    },
    portions: board.slice(0, 4),
  },
  parameters: { width: '288px' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.siyum-certificate');
    if (!root) throw new Error('no certificate');
    await expect(root.getBoundingClientRect().width).toBe(288);
    await expect(overflowing(root)).toEqual([]);
  },
};

const actionArgs = { print: fn(), downloadPdf: fn(async () => {}) };
const failingPdf = fn(async () => Promise.reject(new Error('no font')));

/** Print opens the print dialog; Download PDF is busy while the PDF is made. */
export const Actions: Story = {
  render: () => <CertificateActions print={actionArgs.print} downloadPdf={actionArgs.downloadPdf} />,
  parameters: { width: '24rem' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.print }));
    await expect(actionArgs.print).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: m.downloadPdf }));
    await expect(actionArgs.downloadPdf).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The PDF could not be made: the reader is told to print instead. */
export const PdfFailed: Story = {
  render: () => <CertificateActions print={fn()} downloadPdf={failingPdf} />,
  parameters: { width: '24rem' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.downloadPdf }));
    await expect(await canvas.findByText(m.pdfFailed)).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The real PDF of the Hebrew page (no network): drawn from the page as the browser shapes it, so
 * right-to-left lines stay right; a PDF file of A4 pages, light whatever the reader's theme.
 */
export const PdfOfTheHebrewPage: Story = {
  globals: { locale: 'he' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector<HTMLElement>('.siyum-certificate');
    if (!sheet) throw new Error('no certificate');
    const pdf = await certificatePdf(sheet);
    await expect(pdf.type).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(await pdf.arrayBuffer());
    await expect(text.startsWith('%PDF-')).toBe(true);
    await expect(text.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(1);
    // A4 in points.
    const [, width, height] = text.match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/) ?? [];
    await expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([595, 842]);
    // The drawing is the page itself, not a blank sheet.
    await expect(pdf.size).toBeGreaterThan(10_000);
  },
};
