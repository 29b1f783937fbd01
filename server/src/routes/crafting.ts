/** Crafting endpoints (filled in by the crafting work): the ticks and their misc.php mods. */
import type { FastifyInstance } from 'fastify';
import type { GameContext } from '../game/context';

export function craftingMiscMods(_game: GameContext) {
  return {};
}

export function craftingRoutes(_app: FastifyInstance, _game: GameContext): void {
  // Registered once the crafting ticks exist.
}
