import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { GapsFilled, gapsFilledSchema, SplitAssignment, splitOpenInputSchema } from './gapsSchemas';
import type { NeediestSiyum, neediestSiyumSchema } from './neediest';
import type {
  Progress,
  progressSchema,
  Siyum,
  SiyumCreateInput,
  SiyumCreateValues,
  siyumCreateInputSchema,
  siyumSchema,
} from './siyum';
import type {
  Invitation,
  invitationSchema,
  Participant,
  participantSchema,
  SiyumPermissionEntry,
  siyumPermissionEntrySchema,
} from './siyumPeople';
import type { MyLearning, myLearningSchema } from './siyumPortions';
import type {
  SupportForm,
  SupportFormValues,
  SupportInboxItem,
  supportFormSchema,
  supportInboxItemSchema,
} from './support';

// The types the published widgets name are plain interfaces, so their declarations carry no zod. Each
// must stay exactly its schema's type: `tsc` (the typecheck) checks these; at run time they do nothing.
describe('interfaces of the published types', () => {
  it('are exactly their schemas’ types', () => {
    expectTypeOf<Progress>().toEqualTypeOf<z.output<typeof progressSchema>>();
    expectTypeOf<Siyum>().toEqualTypeOf<z.output<typeof siyumSchema>>();
    expectTypeOf<SiyumCreateInput>().toEqualTypeOf<z.input<typeof siyumCreateInputSchema>>();
    expectTypeOf<SiyumCreateValues>().toEqualTypeOf<z.output<typeof siyumCreateInputSchema>>();
    expectTypeOf<MyLearning>().toEqualTypeOf<z.output<typeof myLearningSchema>>();
    expectTypeOf<GapsFilled>().toEqualTypeOf<z.output<typeof gapsFilledSchema>>();
    expectTypeOf<SplitAssignment>().toEqualTypeOf<
      z.output<typeof splitOpenInputSchema>['assignments'][number]
    >();
    expectTypeOf<NeediestSiyum>().toEqualTypeOf<z.output<typeof neediestSiyumSchema>>();
    expectTypeOf<Participant>().toEqualTypeOf<z.output<typeof participantSchema>>();
    expectTypeOf<Invitation>().toEqualTypeOf<z.output<typeof invitationSchema>>();
    expectTypeOf<SiyumPermissionEntry>().toEqualTypeOf<z.output<typeof siyumPermissionEntrySchema>>();
    expectTypeOf<SupportForm>().toEqualTypeOf<z.input<typeof supportFormSchema>>();
    expectTypeOf<SupportFormValues>().toEqualTypeOf<z.output<typeof supportFormSchema>>();
    expectTypeOf<SupportInboxItem>().toEqualTypeOf<z.output<typeof supportInboxItemSchema>>();
  });
});
