import { selectMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordField } from '../form';
import { Select } from '../select';
import { Spinner } from '../spinner';
import { UiMessagesProvider } from './UiMessagesProvider';
import type { UiMessagesOverride } from './uiMessages';

/** A sister app's French wording for a few strings; every other string stays English. */
const french = {
  app: { loading: 'Chargement' },
  auth: { showPassword: 'Afficher le mot de passe', hidePassword: 'Masquer le mot de passe' },
  select: { placeholder: 'Choisir…' },
} satisfies UiMessagesOverride;

const tractates = [
  { value: 'berakhot', label: 'Berakhot' },
  { value: 'peah', label: 'Peah' },
];

const meta = {
  title: 'Foundations/UiMessagesProvider',
  component: UiMessagesProvider,
  args: { messages: french, children: null },
  render: ({ messages }) => (
    <UiMessagesProvider messages={messages}>
      <div style={{ display: 'grid', gap: '1rem', width: '20rem' }}>
        <Select label="Tractate" options={tractates} searchable />
        <PasswordField label="Mot de passe" />
        <Spinner size={24} />
      </div>
    </UiMessagesProvider>
  ),
} satisfies Meta<typeof UiMessagesProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The widgets below the provider show its strings; strings it does not name stay English. */
export const OverriddenStrings: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tractate' });
    await expect(trigger).toHaveTextContent(french.select.placeholder);
    await expect(canvas.getByRole('status', { name: french.app.loading })).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: french.auth.showPassword });
    await expect(toggle).toHaveAttribute('title', french.auth.showPassword);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('title', french.auth.hidePassword);
    // Not overridden: the search box keeps the English catalogue's name.
    await userEvent.click(trigger);
    const page = within(document.body);
    await expect(await page.findByRole('combobox', { name: selectMessages.search })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
