/** The shell's icons (header, menu, dialogs): every page's first script holds them. */
import { createIcon } from '../../primitives/Icon';
import { LINE_24, LINE_24_BOLD } from './grids';

/** Three bars: opens the mobile menu. */
export const MenuIcon = /* @__PURE__ */ createIcon(
  'MenuIcon',
  LINE_24_BOLD,
  <path d="M4 7h16M4 12h16M4 17h16" />,
);

/** A large cross: closes a dialog. */
export const CloseIcon = /* @__PURE__ */ createIcon(
  'CloseIcon',
  LINE_24_BOLD,
  <path d="M6 6l12 12M18 6L6 18" />,
);

/** Four tiles: the dashboard. */
export const DashboardIcon = /* @__PURE__ */ createIcon(
  'DashboardIcon',
  LINE_24,
  <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />,
);
