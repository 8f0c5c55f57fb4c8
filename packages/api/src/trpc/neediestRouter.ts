import { neediestInputSchema, neediestOutputSchema } from '@siyum/domain';
import { neediestSiyumim } from '../services/neediest';
import { publicProcedure } from './init';

/**
 * public: the home page's siyumim that most need learners now (issue 24), public ones only. Everyone
 * reads the same answer, so it lives in the community cache and, for visitors, on its fast path.
 */
export const neediestProcedure = publicProcedure
  .meta({ fastPath: 'community' })
  .input(neediestInputSchema)
  .output(neediestOutputSchema)
  .query(({ ctx }) => ctx.deps.community.read('neediest', () => neediestSiyumim(ctx.deps.db)));
