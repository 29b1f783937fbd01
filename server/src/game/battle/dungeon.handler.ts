/**
 * `actions/dungeon.php`: fighting a dungeon room by room (dungeons.ts enters and leaves). A won
 * fight may progress to the next room; the last room gives the chest, then the run goes on with
 * the next key, or ends (stop asked, no key left). The first tick (Resume) starts the action.
 */
import type { DungeonBattleResult, ItemAmount } from '@idle/contracts';
import { dungeonChestTokens, dungeonProgressChance, skillFromExp } from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { summedRows } from '../../db/batch-rows';
import { type BatchShare, batchRows, batchShare } from '../../db/group-commit';
import { compiledPerDatabase } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { type DungeonContent, findDungeon } from '../content/dungeons';
import { findItem } from '../content/items';
import { dungeonKeeperTokenPercent } from '../land/effects';
import { dungeonRunOf, dungeonRunStatements } from './dungeon-runs.repository';
import { dungeonCompletions, dungeonsCompletedStatements } from './dungeons-completed.repository';
import { itemStatements } from '../inventory/items.repository';
import { skillExp } from '../players/skills.repository';
import {
  fight,
  fightTick,
  type FighterOwn,
  type FightTickWrites,
  loadFighter,
  OPPONENT_BASE,
  rollLoot,
  writeFightTick,
} from './fighting';
import type { ActionHandler } from '../actions/handler';
import { tickWrites } from '../actions/writes';

export const NOT_IN_DUNGEON_TEXT = 'You are not in a dungeon. Enter one from the Dungeons page.';
export const DUNGEON_STOPPED_TEXT =
  'You completed the dungeon and stopped, as you asked. Enter again from the Dungeons page.';

type DungeonOwn = FighterOwn & {
  dungeon: DungeonContent;
  currentRoom: number;
  stopAfter: boolean;
  dungeoneeringExp: number;
  /** The land's dungeon keeper: percent more dungeoneering tokens. */
  tokenPercent: number;
  /** Times the player completed this dungeon, as stored (counted on after each completion). */
  completions: number;
};

/** What the dungeon part of a tick decided, completed by its writes. */
interface DungeonOutcome {
  exp: number;
  progress: boolean;
  completed: boolean;
  chest: ItemAmount[];
  /** After the chest: the run goes on with a new key, or ends (stop asked, no key left). */
  next: 'continue' | 'stopAsked' | 'noKey' | null;
}

/** The run's writes after a fight, as data (dungeonWrites applies them). */
interface DungeonWrite {
  userId: number;
  room: number;
  stopAfter: boolean;
  dungeon: DungeonContent;
  outcome: DungeonOutcome;
}

export const dungeonHandler: ActionHandler<
  Record<string, never>,
  DungeonOwn,
  DungeonBattleResult,
  FightTickWrites<DungeonWrite>,
  DungeonOutcome | undefined
> = {
  action: 'dungeoneering',
  requestKey: () => '',
  // Each dungeon's rates apart (issue 29).
  trackedAs: (own) => String(own.dungeon.id),
  async load({ game, userId, user, stored }) {
    const run = await dungeonRunOf(game.db, userId);
    const dungeon = run ? findDungeon(run.dungeon_id) : undefined;
    if (!run || !dungeon) {
      return {
        delay: game.actionDelayMs,
        autos: user.autos,
        stopAction: { msg: NOT_IN_DUNGEON_TEXT, hardExit: true },
      };
    }
    const dungeoneeringExp = await skillExp(game.db, userId, 'dungeoneering');
    const own: DungeonOwn = {
      fighter: await loadFighter(game.db, user),
      dungeon,
      currentRoom: run.current_room,
      stopAfter: run.stop_after !== 0,
      dungeoneeringExp: dungeoneeringExp ?? 0,
      tokenPercent: await dungeonKeeperTokenPercent(game.db, userId),
      completions:
        (await dungeonCompletions(game.db, userId)).find((row) => row.dungeon_id === dungeon.id)
          ?.count ?? 0,
    };
    // Dungeons start with their first tick (Resume); the timer of what ran before still holds.
    return stored?.action === 'dungeoneering' ? { own } : { own, start: {} };
  },
  step({ game, state }) {
    const { own } = state;
    const { dungeon } = own;
    const room = dungeon.roomMobs[own.currentRoom - 1] ?? dungeon.roomMobs[0];
    if (!room) throw new Error(`Dungeon ${dungeon.id} has no rooms`);
    const fought = fight(
      game,
      state,
      { stats: { ...room, ...OPPONENT_BASE }, gold: [0, 0], exp: room.exp, loot: [] },
      { boss: false },
    );
    const progressChance = dungeonProgressChance(dungeon, skillFromExp(own.dungeoneeringExp).level);
    const progress = fought.won && game.random.next() * 1000 < progressChance;
    const completed = progress && own.currentRoom >= dungeon.rooms.length;
    const chest: ItemAmount[] = completed
      ? [
          {
            id: 'dungeoneering_tokens',
            amount: dungeonChestTokens(dungeon.tokens, own.tokenPercent),
          },
          ...rollLoot(game, dungeon.chest),
        ]
      : [];
    const outcome: DungeonOutcome = {
      exp: fought.won ? Math.floor(dungeon.exp * (1 + fought.expPercent / 100)) : 0,
      progress,
      completed,
      chest,
      next: completed ? (own.stopAfter ? 'stopAsked' : 'continue') : null,
    };
    own.dungeoneeringExp += outcome.exp;
    const roomBefore = own.currentRoom;
    const stopAfter = own.stopAfter;
    const userId = state.userId;
    return fightTick(fought, {
      chest,
      increments: completed ? [['totalDungeonsCompleted', 1]] : [],
      skills: [['dungeoneering', outcome.exp]],
      writes: { userId, room: roomBefore, stopAfter, dungeon, outcome },
      answer: {
        data: {
          ...fought.result,
          dungeon: {
            name: dungeon.name,
            key: dungeon.key,
            totalRooms: dungeon.rooms.length,
            currentRoom: progress && !completed ? roomBefore + 1 : roomBefore,
            completed,
            progress,
            progressChance: dungeonProgressChance(
              dungeon,
              skillFromExp(own.dungeoneeringExp).level,
            ),
            exp: outcome.exp,
            stopAfterComplete: stopAfter,
          },
          ...(completed ? { chest } : {}),
        },
        ...(outcome.exp > 0
          ? { skill: { id: 'dungeoneering' as const, ...skillFromExp(own.dungeoneeringExp) } }
          : {}),
      },
    });
  },
  // Decided afresh on each run of the work (a batch may re-run it alone): a new outcome each time.
  async write(trx, tick, context) {
    await writeFightTick(trx, tick, context);
    const run = tick.writes?.own;
    if (!run) return undefined;
    const { userId, room, stopAfter, dungeon } = run;
    const outcome = { ...run.outcome };
    await dungeonWrites(trx, context.game.db, userId, room, stopAfter, dungeon, outcome);
    return outcome;
  },
  // What the writes decided: the count of completions, the next run or the end; the run's room.
  afterWrites(base, tick, written, { game, state }) {
    const run = tick.writes?.own;
    if (!run) return base;
    const { own } = state;
    const { userId, dungeon } = run;
    const outcome = written ?? run.outcome;
    const { progress, completed } = outcome;
    const finished = outcome.next === 'stopAsked' || outcome.next === 'noKey';
    let answer = base;
    if (completed) {
      own.completions += 1;
      answer = {
        ...answer,
        misc: {
          ...answer.misc,
          dungeonsCompleted: { [`dungeon${dungeon.id}`]: own.completions },
        },
      };
    }
    if (outcome.next === 'continue') {
      answer = { ...answer, itemsToRemove: [{ id: dungeon.key, amount: 1 }] };
      own.currentRoom = 1;
    } else if (progress && !completed) {
      own.currentRoom += 1;
    }
    if (finished) {
      game.actionCache.forget(userId);
      answer = {
        ...answer,
        stopAction: {
          msg:
            outcome.next === 'stopAsked'
              ? DUNGEON_STOPPED_TEXT
              : `You have no ${findItem(dungeon.key)?.name ?? dungeon.key} left to enter again.`,
        },
      };
    }
    return answer;
  },
};

/** The dungeon's run after a fight: the next room, or the chest and what comes after it. */
async function dungeonWrites(
  trx: Transaction<Database>,
  db: Db,
  userId: number,
  room: number,
  stopAfter: boolean,
  dungeon: DungeonContent,
  outcome: DungeonOutcome,
): Promise<void> {
  if (!outcome.progress) return;
  const write = runWrites(db);
  const rooms = batchShare(trx, RoomMoves, () => new RoomMoves(write));
  if (!outcome.completed) {
    rooms.moves.set(userId, room + 1);
    return;
  }
  // Counted with the batch's other completions; the answer's count is the cached one plus this.
  batchRows(trx, write.completed, [userId, dungeon.id, 1]);
  // Decided afresh on each run of the work: a batch may re-run it alone.
  outcome.next = stopAfter ? 'stopAsked' : 'continue';
  if (outcome.next === 'continue') {
    const spent = await write.spendKey(trx, { userId, itemId: dungeon.key });
    if (Number(spent.numAffectedRows ?? 0) === 1) {
      // The key is destroyed: counted in the economy with the tick's own rows.
      batchRows(trx, write.economy, [userId, dungeon.key, 0, 1]);
      rooms.moves.set(userId, 1);
      return;
    }
    outcome.next = 'noKey';
  }
  rooms.moves.delete(userId);
  await write.leave(trx, { userId });
}

/**
 * The rooms the runs of one group-commit batch move to, written in one statement before the
 * commit: each player's last move of the batch (a run left meanwhile has none).
 */
class RoomMoves implements BatchShare {
  readonly moves = new Map<number, number>();

  constructor(private readonly writes: RunWrites) {}

  write(trx: Transaction<Database>): Promise<void> {
    return this.writes.rooms(trx, [...this.moves]);
  }
}

/** The dungeon tick's compiled statements, gathered once per database. */
const runWrites = compiledPerDatabase((db: Db) => ({
  rooms: dungeonRunStatements(db).moveRooms,
  completed: summedRows(dungeonsCompletedStatements(db).add, 2),
  economy: tickWrites(db).economy,
  spendKey: itemStatements(db).spendOne,
  leave: dungeonRunStatements(db).leave,
}));
type RunWrites = ReturnType<typeof runWrites>;
