/**
 * Crafting endpoints: the four crafting ticks (actions/runecrafting.php, jewelcrafting.php,
 * creategem.php, alchemy.php) and the crafting screens' misc.php mods, which misc.ts registers
 * with the shell's own.
 */
import { actionPath } from '@idle/contracts';
import {
  AlchemyTickRequest,
  CreateGemTickRequest,
  JewelcraftingTickRequest,
  LoadCraftingQuery,
  RunecraftingFlagsRequest,
  RunecraftingTickRequest,
} from '@idle/contracts/schemas';
import type { AutoDeconstructFloor, GemTypeId } from '@idle/game-rules';
import type { FastifyInstance } from 'fastify';
import type { GameContext } from '../game/context';
import { alchemyTick } from '../game/crafting/alchemy';
import { createGemTick } from '../game/crafting/gem-creation';
import { jewelcraftingTick } from '../game/crafting/jewelcrafting';
import { loadCrafting, runecraftingTick, setRuneFlags } from '../game/crafting/runecrafting';
import { mod, registerEndpoint, type ModDefinition } from '../http/endpoints';

/** misc.php mods of the crafting screens: loadCrafting (GET) and runecraftingFlags (POST). */
export function craftingMiscMods(game: GameContext): Record<string, ModDefinition> {
  return {
    loadCrafting: mod({
      method: 'GET',
      schema: LoadCraftingQuery,
      handle: (_input, { userId }) => loadCrafting(game.db, userId),
    }),
    runecraftingFlags: mod({
      method: 'POST',
      schema: RunecraftingFlagsRequest,
      handle: (input, { userId }) =>
        setRuneFlags(game.db, userId, {
          stopAfterCraft: input.stopAfterCraft === 1,
          stopAfterFail: input.stopAfterFail === 1,
        }),
    }),
  };
}

export function craftingRoutes(app: FastifyInstance, game: GameContext): void {
  registerEndpoint(app, game, actionPath('runecrafting'), {
    '': mod({
      method: 'POST',
      schema: RunecraftingTickRequest,
      handle: (input, { userId }) => runecraftingTick(game, userId, input.itemid),
    }),
  });
  registerEndpoint(app, game, actionPath('jewelcrafting'), {
    '': mod({
      method: 'POST',
      schema: JewelcraftingTickRequest,
      handle: (input, { userId }) =>
        jewelcraftingTick(game, userId, {
          gemType: input.gemType as GemTypeId,
          stopAfterCraft: input.stopAfterCraft === 1,
          floor: input.floor as AutoDeconstructFloor,
        }),
    }),
  });
  registerEndpoint(app, game, actionPath('jewelcrafting_create_gem'), {
    '': mod({
      method: 'POST',
      schema: CreateGemTickRequest,
      handle: (input, { userId }) =>
        createGemTick(game, userId, input.gemType as GemTypeId, input.amount),
    }),
  });
  registerEndpoint(app, game, actionPath('alchemy'), {
    '': mod({
      method: 'POST',
      schema: AlchemyTickRequest,
      handle: (input, { userId }) => alchemyTick(game, userId, input.itemid, input.amount),
    }),
  });
}
