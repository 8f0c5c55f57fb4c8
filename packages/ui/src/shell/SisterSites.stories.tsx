import { navMessages, sisterSiteMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SisterSites } from './SisterSites';
import { SAMPLE_SISTER_SITES } from './storyFixtures';

const meta = {
  title: 'Shell/SisterSites',
  component: SisterSites,
  args: { sites: SAMPLE_SISTER_SITES },
} satisfies Meta<typeof SisterSites>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The five sister learning sites: icon links with names, each opening a new tab. */
export const AllSites: Story = {
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('navigation', { name: sisterSiteMessages.row }));
    const links = row.getAllByRole('link');
    const names = ['All Torah', 'All Mishnah', 'All Halacha', 'All Parsha', 'All Daf'];
    await expect(links).toHaveLength(names.length);
    for (const [index, name] of names.entries()) await expect(links[index]).toHaveAccessibleName(name);
    for (const site of SAMPLE_SISTER_SITES) {
      const link = row.getByRole('link', { name: sisterSiteMessages.site[site.key] });
      await expect(link).toHaveAttribute('href', site.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      await expect(link).toHaveAccessibleDescription(navMessages.opensInNewTab);
    }
  },
};

/** No sites configured: nothing at all, not an empty landmark. */
export const NoSites: Story = {
  args: { sites: [] },
  parameters: { visual: false }, // An empty canvas: nothing to compare.
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
