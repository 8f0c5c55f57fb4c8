/**
 * The create-siyum wizard's steps, which fields each one owns, and the labels of the domain's
 * choices. Pure data and lookups: unit-tested in node (through `createSiyum.ts`).
 */
import type {
  DedicationKind,
  SiyumCreateInput,
  siyumCreateInputSchema,
  siyumCreateMessages,
  UnitId,
  Visibility,
} from '@siyum/domain';
import type { UiMessages } from '@siyum/ui/messages';
import type { DataState } from '../shared/dataState';

export type MessageKey = keyof typeof siyumCreateMessages;
/** The wizard's strings: the English section unless a `UiMessagesProvider` replaces some. */
export type CreateMessages = UiMessages['siyumCreate'];

/** The form's values after the schema: trimmed, every default filled in. */
export type SiyumCreateValues = ReturnType<typeof siyumCreateInputSchema.parse>;
export type SiyumCreateField = keyof SiyumCreateInput;

export const CREATE_STEPS = ['details', 'division', 'settings', 'review'] as const;
export type CreateSiyumStep = (typeof CREATE_STEPS)[number];
export type CreateSiyumFormStep = Exclude<CreateSiyumStep, 'review'>;

/** The fields each step shows and "Next" validates; every schema field belongs to exactly one step. */
export const STEP_FIELDS: Readonly<Record<CreateSiyumFormStep, readonly SiyumCreateField[]>> = {
  details: ['title', 'dedicationKind', 'dedicationNames', 'photo', 'description'],
  division: ['corpus', 'unit', 'scope'],
  settings: ['targetDate', 'timeZone', 'visibility', 'claimPolicy'],
};

export const STEP_NAMES: Readonly<Record<CreateSiyumStep, MessageKey>> = {
  details: 'stepDetails',
  division: 'stepDivision',
  settings: 'stepSettings',
  review: 'stepReview',
};

export function stepIndex(step: CreateSiyumStep): number {
  return CREATE_STEPS.indexOf(step);
}

/** Where a step stands in the step list, the step at `current` being shown. */
export type StepState = Extract<DataState, 'done' | 'current' | 'upcoming'>;

export function stepState(index: number, current: number): StepState {
  return index < current ? 'done' : index === current ? 'current' : 'upcoming';
}

/** The earliest step that owns one of `fields`; undefined when none does. */
export function firstStepWith(fields: Iterable<string>): CreateSiyumFormStep | undefined {
  const names = new Set(fields);
  return (Object.keys(STEP_FIELDS) as CreateSiyumFormStep[]).find((step) =>
    STEP_FIELDS[step].some((field) => names.has(field)),
  );
}

const FIELDS = new Set<string>(Object.values(STEP_FIELDS).flat());

export function isField(name: string): name is SiyumCreateField {
  return FIELDS.has(name);
}

// Records over the domain's unions, so a new kind, unit or visibility fails to compile until it has a label.
export const DEDICATION_LABELS: Readonly<Record<DedicationKind, MessageKey>> = {
  none: 'dedicationNone',
  memory: 'dedicationMemory',
  healing: 'dedicationHealing',
  success: 'dedicationSuccess',
  honor: 'dedicationHonor',
  other: 'dedicationOther',
};

export const UNIT_LABELS: Readonly<Record<UnitId, MessageKey>> = {
  tractate: 'unitTractate',
  chapter: 'unitChapter',
  mishnah: 'unitMishnah',
  daf: 'unitDaf',
  book: 'unitBook',
  hilchot: 'unitHilchot',
  dayOfMonth: 'unitDayOfMonth',
  dayOfWeek: 'unitDayOfWeek',
};

export const VISIBILITY_LABELS: Readonly<Record<Visibility, { label: MessageKey; description: MessageKey }>> =
  {
    public: { label: 'visibilityPublic', description: 'visibilityPublicDescription' },
    unlisted: { label: 'visibilityUnlisted', description: 'visibilityUnlistedDescription' },
  };
