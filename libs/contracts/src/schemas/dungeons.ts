/** Requests of the dungeons (areas.php). */
import { z } from 'zod';
import { FormId, formInt } from './common';

export const LoadDungeonsQuery = z.object({ mod: z.literal('loadDungeons') });
export const EnterDungeonRequest = z.object({ mod: z.literal('enterDungeon'), id: FormId });
export const LeaveDungeonRequest = z.object({ mod: z.literal('leaveDungeon') });
export const DungeonStopAfterRequest = z.object({
  mod: z.literal('dungeonStopAfter'),
  value: formInt('value', 0, 1),
});
