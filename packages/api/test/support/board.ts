import { boardPortions, type Portion, type PortionsAnswer } from '@siyum/domain';
import { ok, type Rpc } from './rpc';

/** siyum.portions as the app reads it: the trimmed answer rebuilt into the board (`boardPortions`). */
export async function readBoard(
  rpc: Rpc,
  input: { id: number; key?: string },
  token?: string | null,
): Promise<Portion[]> {
  return boardPortions(ok(await rpc.query<PortionsAnswer>('siyum.portions', input, token)));
}
