/** Requests of the world bosses: the list (misc.php) and the boss tick. */
import { z } from 'zod';
import { FormId } from './common';

/** `actions/bossbattle.php`: the boss to fight. */
export const BossTickRequest = z.object({ id: FormId });

export const LoadBossesQuery = z.object({ mod: z.literal('loadBosses') });
