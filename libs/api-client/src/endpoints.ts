/** The endpoint file of each action's tick: `POST actions/<file>` (spec 000 sections 4 and 7). */
import type { ActionType } from '@idle/contracts';

export const ACTION_ENDPOINTS = {
  battling: 'battle.php',
  specialBattling: 'specialbattle.php',
  mining: 'mining.php',
  woodcutting: 'woodcutting.php',
  quarrying: 'quarrying.php',
  dungeoneering: 'dungeon.php',
  bossBattle: 'bossbattle.php',
  clanMobBattle: 'clanmobbattle.php',
  clanBossBattle: 'clanbossbattle.php',
  runecrafting: 'runecrafting.php',
  jewelcrafting: 'jewelcrafting.php',
  jewelcrafting_create_gem: 'creategem.php',
  alchemy: 'alchemy.php',
  labyrinth: 'labyrinth.php',
} as const satisfies Record<ActionType, string>;

/** The path (under the base) of an action's tick endpoint, e.g. `actions/battle.php`. */
export function actionPath(action: ActionType): string {
  return `actions/${ACTION_ENDPOINTS[action]}`;
}
