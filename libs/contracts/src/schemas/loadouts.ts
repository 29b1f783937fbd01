/** loadouts.php requests (issue 29): named sets of trinkets, jewels and belt runes. */
import { z } from 'zod';
import { FormId, lineText, modOnly } from './common';
import { LOADOUT_ACTIVITY_IDS, LOADOUT_NAME_MAX } from '../api/loadouts';

export const LoadLoadoutsQuery = modOnly('loadLoadouts');

/** A loadout's name: one line, 1 to 24 characters once trimmed. */
export const LoadoutName = lineText('loadout name', 'Enter a name for the loadout.')
  .trim()
  .min(1, 'Enter a name for the loadout.')
  .max(LOADOUT_NAME_MAX, `A loadout name can be at most ${String(LOADOUT_NAME_MAX)} characters.`);

/** Saves what is equipped now: as a new loadout, or over loadout `id` when given. */
export const SaveLoadoutRequest = z.object({
  mod: z.literal('saveLoadout'),
  name: LoadoutName,
  id: FormId.optional(),
});
export const EquipLoadoutRequest = z.object({ mod: z.literal('equipLoadout'), id: FormId });
export const DeleteLoadoutRequest = z.object({ mod: z.literal('deleteLoadout'), id: FormId });
/** Binds a loadout to an activity, or unbinds it with an empty activity. */
export const BindLoadoutRequest = z.object({
  mod: z.literal('bindLoadout'),
  id: FormId,
  activity: z.enum(['', ...LOADOUT_ACTIVITY_IDS], 'That activity does not exist.'),
});
