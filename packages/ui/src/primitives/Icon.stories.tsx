import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import {
  AlertIcon,
  CheckAllIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronIcon,
  CrossIcon,
  EyeIcon,
  PinIcon,
  SearchIcon,
} from '../internal/icons/controls';
import { SocialIcon, StoreIcon } from '../internal/icons/footer';
import { CloseIcon, DashboardIcon, MenuIcon } from '../internal/icons/shell';
import { SisterSiteIcon } from '../internal/iconsSisterSites';
import { createIcon, lineGrid } from './Icon';

/** An icon made the way a widget package makes its own: a grid and its shapes. */
const StarIcon = createIcon(
  'StarIcon',
  lineGrid(24, 1.75),
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
);

/** Every icon of the library, by its export name (a developer's catalogue, not product copy). */
const ICONS: readonly [string, ReactNode][] = [
  ['ChevronIcon', <ChevronIcon key="chevron" />],
  ['ChevronIcon light', <ChevronIcon key="chevron-light" light />],
  ['CheckIcon', <CheckIcon key="check" />],
  ['CheckAllIcon', <CheckAllIcon key="check-all" />],
  ['CheckCircleIcon', <CheckCircleIcon key="check-circle" />],
  ['CrossIcon', <CrossIcon key="cross" />],
  ['SearchIcon', <SearchIcon key="search" />],
  ['PinIcon', <PinIcon key="pin" />],
  ['EyeIcon', <EyeIcon key="eye" crossed={false} />],
  ['EyeIcon crossed', <EyeIcon key="eye-crossed" crossed />],
  ['AlertIcon', <AlertIcon key="alert" />],
  ['MenuIcon', <MenuIcon key="menu" />],
  ['CloseIcon', <CloseIcon key="close" />],
  ['DashboardIcon', <DashboardIcon key="dashboard" />],
  ['SocialIcon instagram', <SocialIcon key="instagram" site="instagram" />],
  ['SocialIcon youtube', <SocialIcon key="youtube" site="youtube" />],
  ['SocialIcon x', <SocialIcon key="x" site="x" />],
  ['SocialIcon whatsapp', <SocialIcon key="whatsapp" site="whatsapp" />],
  ['StoreIcon appStore', <StoreIcon key="app-store" store="appStore" />],
  ['StoreIcon playStore', <StoreIcon key="play-store" store="playStore" />],
  ['SisterSiteIcon torah', <SisterSiteIcon key="torah" site="torah" />],
  ['SisterSiteIcon mishnah', <SisterSiteIcon key="mishnah" site="mishnah" />],
  ['SisterSiteIcon halacha', <SisterSiteIcon key="halacha" site="halacha" />],
  ['SisterSiteIcon parsha', <SisterSiteIcon key="parsha" site="parsha" />],
  ['SisterSiteIcon daf', <SisterSiteIcon key="daf" site="daf" />],
  ['createIcon (a widget’s own)', <StarIcon key="star" className="story-star" />],
];

/** Sizes every icon like a widget's stylesheet would. */
const ICON_SIZE = '.story-icon > svg { display: block; width: 100%; height: 100%; }';

function Gallery({ size }: { size: string }) {
  return (
    <>
      <style>{ICON_SIZE}</style>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: '0.75rem',
          width: '40rem',
          margin: 0,
          padding: 0,
          listStyle: 'none',
          fontSize: 'var(--text-xs)',
          color: 'var(--foreground)',
        }}
      >
        {ICONS.map(([name, icon]) => (
          <li key={name} data-icon={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
            <span
              className="story-icon"
              style={{ display: 'inline-block', flex: 'none', width: size, height: size }}
            >
              {icon}
            </span>
            {name}
          </li>
        ))}
      </ul>
    </>
  );
}

const meta = {
  title: 'Primitives/Icons',
  component: Gallery,
  args: { size: '1.5rem' },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon, in the text colour: decorative, hidden from assistive technology, never focusable. */
export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs).toHaveLength(ICONS.length);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
      await expect(svg.getAttribute('viewBox')).toMatch(/^0 0 (16 16|24 24)$/);
    }
    // The variants draw different shapes: the crossed eye has its stroke, the light chevron is thinner.
    const shapes = (name: string) =>
      canvasElement.querySelector(`[data-icon="${name}"] svg`)?.childElementCount;
    await expect(shapes('EyeIcon crossed')).toBe((shapes('EyeIcon') ?? 0) + 1);
    const stroke = (name: string) =>
      canvasElement.querySelector(`[data-icon="${name}"] path`)?.getAttribute('stroke-width');
    await expect(stroke('ChevronIcon light')).toBe('1.5');
    await expect(stroke('ChevronIcon')).toBe('1.75');
    // A made icon takes the class it is given, and the line grid's stroke.
    const star = canvasElement.querySelector('svg.story-star');
    await expect(star).toHaveAttribute('stroke', 'currentColor');
    await expect(star).toHaveAttribute('stroke-width', '1.75');
  },
};

/** The size comes from CSS: the same icons at 1 rem. */
export const Small: Story = {
  args: { size: '1rem' },
  play: async ({ canvasElement }) => {
    for (const svg of canvasElement.querySelectorAll('svg'))
      await expect(svg.getBoundingClientRect().width).toBe(16);
  },
};
