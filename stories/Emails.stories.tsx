import { mailMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { claimConfirmationMail } from '../packages/api/src/mail/templates/claimConfirmation';

/** The email as a mail client shows it: its HTML in a frame, its plain-text part beside it. */
function EmailPreview({ html, text, subject }: { html: string; text: string; subject: string }) {
  return (
    <div
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))' }}
    >
      <section aria-label="HTML part">
        <h2 style={{ fontSize: '1rem' }}>{subject}</h2>
        <iframe
          title="The email as HTML"
          srcDoc={html}
          style={{ width: '100%', height: '28rem', border: '1px solid' }}
        />
      </section>
      <section aria-label="Plain-text part">
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: '0.85rem' }}>{text}</pre>
      </section>
    </div>
  );
}

const confirmation = claimConfirmationMail({
  to: 'rivka@example.org',
  firstName: 'Rivka',
  siyum: {
    id: 1,
    title: 'Mishnah in memory of Sarah bat Avraham',
    dedicationKind: 'memory',
    dedicationNames: 'Sarah bat Avraham',
    targetDate: '2027-03-01',
  },
  portions: ['Berakhot', 'Peah', 'Demai'],
  url: 'https://siyum.example.org/s/1',
  productName: 'Siyum',
});

/** The product's emails (issue 22), rendered by the same functions the API sends them with. */
const meta = {
  title: 'Emails/Claim confirmation',
  component: EmailPreview,
  args: { html: confirmation.html, text: confirmation.text, subject: confirmation.subject },
} satisfies Meta<typeof EmailPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After signing up: the portions, the siyum and its dedication, both dates, the link back. */
export const ClaimConfirmation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: confirmation.subject })).toBeVisible();
    const text = canvas.getByText(/Thank you for taking part/);
    await expect(text).toHaveTextContent('- Berakhot');
    await expect(text).toHaveTextContent('L’iluy nishmas Sarah bat Avraham');
    await expect(text).toHaveTextContent('https://siyum.example.org/s/1');
    const frame = canvas.getByTitle<HTMLIFrameElement>('The email as HTML');
    await expect(frame.srcdoc).toContain(`>${mailMessages.openSiyum}</a>`);
    await expect(frame.srcdoc).toContain('color-scheme');
  },
};
