import { z } from 'zod';
import { failure } from '../infra/errors';
import { linkIdentity } from '../services/photos';
import { router, userProcedure } from './init';

/** Photos (issue 21): the bytes go browser → bucket; the API only learns whose identity is whose. */
export const photoRouter = router({
  /**
   * user: records the caller's identity pool id, asked of the pool with the caller's own id token,
   * so the server can tell the caller's photos (`protected/{identityId}/…`) from anyone else's.
   */
  linkIdentity: userProcedure
    .input(z.object({ idToken: z.string().min(20).max(8192) }).strict())
    .output(z.object({ identityId: z.string() }))
    .mutation(({ ctx, input }) => {
      if (!ctx.deps.photos) throw failure('BAD_REQUEST', 'photosUnavailable');
      return linkIdentity(
        ctx.deps.db,
        ctx.deps.photos,
        { id: ctx.user.id, sub: ctx.identity.sub },
        input.idToken,
      );
    }),
});
