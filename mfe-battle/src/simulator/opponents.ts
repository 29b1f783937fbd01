/**
 * What the simulator can fight: every area's mobs (basic and special, from the game data),
 * every dungeon room and every world boss (from the fight figures' answer), each with its
 * figures as the server's fights build them and what beating it gives.
 */
import type {
  AreaData,
  FightFiguresAnswer,
  SimulatedAction,
  SimulatedOpponent,
} from '@idle/contracts';
import {
  type CombatantStats,
  CRIT_CHANCE_PERCENT,
  formatNumber,
  type OpponentRewards,
} from '@idle/game-rules';

export interface OpponentChoice {
  /** `area:<area>:<mob>`, `special:<area>:<mob>`, `dungeon:<dungeon>:<room>` or `boss:<boss>`. */
  key: string;
  label: string;
  action: SimulatedAction;
  stats: CombatantStats;
  rewards: OpponentRewards;
  /** A world boss: never won, its exp every fight. */
  boss: boolean;
}

/** What every opponent has on top of the content's figures (the server's OPPONENT_BASE). */
const OPPONENT_BASE = { critChance: CRIT_CHANCE_PERCENT, damageBonus: 0 };

function levelText(level: number): string {
  return `level ${formatNumber(level)}`;
}

function fromFigures(opponent: SimulatedOpponent): CombatantStats {
  const { name, level, health, attack, defence, accuracy, dodge } = opponent;
  return { name, level, health, attack, defence, accuracy, dodge, ...OPPONENT_BASE };
}

/** The action whose world bonuses apply to the opponent of `key` ('battling' for none). */
export function actionOfKey(key: string): SimulatedAction {
  if (key.startsWith('special:')) return 'specialBattling';
  if (key.startsWith('dungeon:')) return 'dungeoneering';
  if (key.startsWith('boss:')) return 'bossBattle';
  return 'battling';
}

/** Every opponent, areas first (in area order), then dungeon rooms, then world bosses. */
export function opponentChoices(
  areas: Readonly<Record<string, AreaData>>,
  figures: FightFiguresAnswer,
): OpponentChoice[] {
  const choices: OpponentChoice[] = [];
  const sorted = Object.values(areas).sort((a, b) => a.type - b.type || a.id - b.id);
  for (const area of sorted) {
    const special = area.type === 2;
    for (const mob of area.mobs) {
      const { name, level, health, attack, defence, accuracy, dodge } = mob;
      choices.push({
        key: `${special ? 'special' : 'area'}:${String(area.id)}:${String(mob.id)}`,
        label: `${area.name}: ${mob.name} (${levelText(mob.level)})`,
        action: special ? 'specialBattling' : 'battling',
        stats: { name, level, health, attack, defence, accuracy, dodge, ...OPPONENT_BASE },
        rewards: { exp: mob.exp, gold: mob.gold, loot: mob.loot },
        boss: false,
      });
    }
  }
  for (const dungeon of figures.dungeons) {
    dungeon.rooms.forEach((room, index) => {
      choices.push({
        key: `dungeon:${String(dungeon.id)}:${String(index + 1)}`,
        label: `${dungeon.name}, room ${formatNumber(index + 1)}: ${room.name} (${levelText(room.level)})`,
        action: 'dungeoneering',
        stats: fromFigures(room),
        rewards: { exp: room.exp, gold: [0, 0], loot: [] },
        boss: false,
      });
    });
  }
  for (const boss of figures.bosses) {
    choices.push({
      key: `boss:${String(boss.id)}`,
      label: `World boss: ${boss.name} (${levelText(boss.level)})`,
      action: 'bossBattle',
      stats: fromFigures(boss),
      rewards: { exp: boss.exp, gold: [0, 0], loot: [] },
      boss: true,
    });
  }
  return choices;
}
