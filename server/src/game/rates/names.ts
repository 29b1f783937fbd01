/** What players call an action tracked: the action's name, with the dungeon or boss it is on. */
import { ACTION_NAMES } from '@idle/game-rules';
import { findBoss } from '../content/bosses';
import { findDungeon } from '../content/dungeons';

const ON: Record<string, (id: number) => string | undefined> = {
  dungeoneering: (id) => findDungeon(id)?.name,
  bossBattle: (id) => findBoss(id)?.name,
};

export function trackedName(tracked: string): string {
  const [action = '', on] = tracked.split(':');
  const name = ACTION_NAMES[action] ?? action;
  if (on === undefined) return name;
  const what = ON[action]?.(Number(on));
  return what ? `${name}: ${what}` : name;
}
