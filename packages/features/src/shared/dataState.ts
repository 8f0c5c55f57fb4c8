/**
 * The one vocabulary of `data-state` on the siyum widgets: where a thing stands, for the styles and
 * the stories to read. Each widget writes its own subset and checks it against this list with
 * `satisfies DataState`, so one meaning is not spelled two ways.
 */
export const DATA_STATES = [
  // A portion as the viewer meets it (PortionBoard rows: board.ts `ViewerState`).
  'open',
  'shared',
  'taken',
  'claimed',
  'completed',
  // A siyum's date (SiyumCard: cardText.ts `SiyumDateState`); `completed` as above.
  'upcoming',
  'today',
  'passed',
  // A step of the create wizard; `upcoming` as above. `done` means `completed`, but
  // CreateSiyumWizard.css selects on it.
  'current',
  'done',
] as const;

export type DataState = (typeof DATA_STATES)[number];
