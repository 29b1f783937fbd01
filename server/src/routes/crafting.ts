/**
 * The crafting screens' misc.php mods, which misc.ts registers with the shell's own; the four
 * crafting ticks are ticks.ts.
 */
import { loadCrafting, setRuneFlags } from '../game/crafting/runecrafting';
import type { Handlers } from '../http/endpoints';

/** misc.php calls of the crafting screens; misc.ts adds them to the shell's own. */
export const craftingMiscHandlers = {
  loadCrafting: (_input, { game, userId }) => loadCrafting(game.db, userId),
  runecraftingFlags: (input, { game, userId }) =>
    setRuneFlags(game.db, userId, {
      stopAfterCraft: input.stopAfterCraft === 1,
      stopAfterFail: input.stopAfterFail === 1,
    }),
} satisfies Partial<Handlers<'misc'>>;
