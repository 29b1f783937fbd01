/**
 * loadouts.php (issue 29): a player saves what they have equipped (trinkets, jewels, belt runes)
 * under a name, equips a saved set in one transaction, and may bind one set per activity, which
 * the action's start equips. Equipping checks everything first (planLoadout): an item gone or a
 * set that no longer fits refuses the whole call and changes nothing.
 */
import type {
  BoundLoadoutNotice,
  EquipLoadoutAnswer,
  Loadout,
  LoadoutGear,
  LoadoutActivity,
  LoadoutChangeAnswer,
  LoadoutsAnswer,
} from '@idle/contracts';
import { LOADOUT_ACTIVITY_IDS } from '@idle/contracts';
import {
  LOADOUT_EMPTY_TEXT,
  LOADOUT_GONE_TEXT,
  LOADOUT_NAME_TAKEN_TEXT,
  LOADOUTS_FULL_TEXT,
  LOADOUTS_MAX,
  type LoadoutContents,
  type LoadoutHoldings,
  loadoutBoundText,
  loadoutChangesNothing,
  loadoutDeletedText,
  loadoutEquippedText,
  loadoutSavedText,
  loadoutShortfallText,
  planLoadout,
} from '@idle/game-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { playerTransaction } from '../../db/transactions';
import { ITEMS } from '../content/items';
import type { GameContext } from '../context';
import { GameError } from '../errors';
import { runeBeltSlots } from '../inventory/inventory';
import { addItems, removeItems } from '../inventory/items';
import { itemCounts } from '../inventory/items.repository';
import { jewelsOf, updateJewel } from '../inventory/jewels.repository';
import {
  deleteRuneBeltEntry,
  insertRuneBeltEntry,
  runeBeltEntries,
} from '../inventory/rune-belt.repository';
import { loadEqStats } from '../players/players';
import { jewelSlotsByGemType } from '../token-store/token-store';
import { listTrinkets, setEquipped } from '../trinkets/trinkets.repository';
import {
  bindLoadout as storeBinding,
  deleteOwnLoadout,
  findBoundLoadout,
  findOwnLoadout,
  insertLoadout,
  type LoadoutRow,
  listLoadouts,
  updateLoadoutContents,
} from './loadouts.repository';

const RUNE_IDS = Object.keys(ITEMS).filter((id) => ITEMS[id]?.type === 'rune');

const runeName = (runeId: string) => ITEMS[runeId]?.name ?? runeId;

/** What the player holds that a loadout swaps, read inside the caller's transaction. */
async function loadHoldings(db: Db, userId: number): Promise<LoadoutHoldings> {
  const [trinkets, jewels, belt, runes, beltSlots, jewelSlots] = await Promise.all([
    listTrinkets(db, userId),
    jewelsOf(db, userId),
    runeBeltEntries(db, userId),
    itemCounts(db, userId, RUNE_IDS),
    runeBeltSlots(db, userId),
    jewelSlotsByGemType(db, userId),
  ]);
  return {
    trinkets: trinkets.map((t) => ({
      id: t.id,
      type: t.type,
      equipped: t.equipped === 1,
      celestial: t.celestial === 1,
    })),
    jewels: jewels.map((j) => ({
      id: j.id,
      gemType: j.gem_type,
      equipped: j.equipped === 1,
      listed: j.market_price !== null,
    })),
    belt: belt.map((entry) => ({ id: entry.id, runeId: entry.rune_id })),
    runesHeld: Object.fromEntries(runes.map((row) => [row.item_id, row.amount])),
    beltSlots,
    jewelSlots: (gemType) => jewelSlots[gemType] ?? 0,
  };
}

/** What is equipped now, as a loadout would hold it. */
function equippedContents(holdings: LoadoutHoldings): LoadoutContents {
  return {
    trinkets: holdings.trinkets.filter((t) => t.equipped && !t.celestial).map((t) => t.id),
    jewels: holdings.jewels.filter((j) => j.equipped).map((j) => j.id),
    runes: holdings.belt.map((entry) => entry.runeId).sort(),
  };
}

function contentsOf(row: LoadoutRow): LoadoutContents {
  return JSON.parse(row.contents) as LoadoutContents;
}

function isActivity(value: string | null): value is LoadoutActivity {
  return (LOADOUT_ACTIVITY_IDS as readonly (string | null)[]).includes(value);
}

function loadoutView(row: LoadoutRow, holdings: LoadoutHoldings): Loadout {
  const contents = contentsOf(row);
  const plan = planLoadout(contents, holdings);
  return {
    id: row.id,
    name: row.name,
    activity: isActivity(row.activity) ? row.activity : null,
    trinkets: [...contents.trinkets],
    jewels: [...contents.jewels],
    runes: [...contents.runes],
    state:
      'shortfall' in plan
        ? { kind: 'blocked', reason: loadoutShortfallText(row.name, plan.shortfall, runeName) }
        : loadoutChangesNothing(plan.changes)
          ? { kind: 'equipped' }
          : { kind: 'ready' },
  };
}

async function loadoutsAnswer(db: Db, userId: number): Promise<LoadoutsAnswer> {
  const [rows, holdings] = await Promise.all([listLoadouts(db, userId), loadHoldings(db, userId)]);
  return { loadouts: rows.map((row) => loadoutView(row, holdings)) };
}

async function ownLoadout(db: Db, userId: number, id: number): Promise<LoadoutRow> {
  const row = await findOwnLoadout(db, userId, id);
  if (!row) throw new GameError(LOADOUT_GONE_TEXT);
  return row;
}

export function loadLoadouts(game: GameContext, userId: number): Promise<LoadoutsAnswer> {
  return playerTransaction(game.db, [userId], (trx) => loadoutsAnswer(trx, userId));
}

/** Saves what is equipped now under `name`: a new loadout, or over loadout `id`. */
export function saveLoadout(
  game: GameContext,
  userId: number,
  name: string,
  id: number | undefined,
): Promise<LoadoutChangeAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    if (id !== undefined) await ownLoadout(trx, userId, id);
    const rows = await listLoadouts(trx, userId);
    const key = name.toLocaleLowerCase('en');
    if (rows.some((row) => row.id !== id && row.name.toLocaleLowerCase('en') === key))
      throw new GameError(LOADOUT_NAME_TAKEN_TEXT);
    const contents = equippedContents(await loadHoldings(trx, userId));
    if (contents.trinkets.length + contents.jewels.length + contents.runes.length === 0)
      throw new GameError(LOADOUT_EMPTY_TEXT);
    const stored = JSON.stringify(contents);
    if (id === undefined) {
      if (rows.length >= LOADOUTS_MAX) throw new GameError(LOADOUTS_FULL_TEXT);
      await insertLoadout(trx, {
        user_id: userId,
        name,
        activity: null,
        contents: stored,
        created_at: game.clock.now(),
      });
    } else {
      await updateLoadoutContents(trx, userId, id, { name, contents: stored });
    }
    return { ...(await loadoutsAnswer(trx, userId)), message: loadoutSavedText(name) };
  });
}

/** Makes the equipped trinkets, jewels and belt exactly the loadout's, in the caller's transaction. */
async function equipInTransaction(
  trx: Transaction<Database>,
  userId: number,
  row: LoadoutRow,
): Promise<{ movedRunes: Set<string> }> {
  const plan = planLoadout(contentsOf(row), await loadHoldings(trx, userId));
  if ('shortfall' in plan)
    throw new GameError(loadoutShortfallText(row.name, plan.shortfall, runeName));
  const { changes } = plan;
  for (const id of changes.trinketsOff) await setEquipped(trx, id, 0);
  for (const id of changes.trinketsOn) await setEquipped(trx, id, 1);
  for (const id of changes.jewelsOff) await updateJewel(trx, id, { equipped: 0 });
  for (const id of changes.jewelsOn) await updateJewel(trx, id, { equipped: 1 });
  // Runes move between the inventory and the belt as equipRune and unequipRune move them.
  const returned: string[] = [];
  for (const entryId of changes.beltEntriesOff) {
    const runeId = await deleteRuneBeltEntry(trx, userId, entryId);
    if (runeId !== undefined) returned.push(runeId);
  }
  await addItems(
    trx,
    userId,
    returned.map((id) => ({ id, amount: 1 })),
    'moved',
  );
  if (changes.runesOn.length > 0) {
    // planLoadout counted the runes in this transaction, so this cannot fall short.
    const shortfall = (runeId: string) =>
      loadoutShortfallText(row.name, { kind: 'rune', runeId, need: 1, have: 0 }, runeName);
    const runes = changes.runesOn.map((id) => ({ id, amount: 1 }));
    await removeItems(trx, userId, runes, shortfall, 'moved');
    for (const runeId of changes.runesOn) await insertRuneBeltEntry(trx, userId, runeId);
  }
  return { movedRunes: new Set([...returned, ...changes.runesOn]) };
}

/** The gear now on, after `movedRunes` moved between the belt and the inventory. */
async function gearAfterEquip(
  trx: Transaction<Database>,
  userId: number,
  holdings: LoadoutHoldings,
  movedRunes: ReadonlySet<string>,
): Promise<LoadoutGear> {
  return {
    eqStats: await loadEqStats(trx, userId),
    runes: holdings.belt.map((entry) => ({ id: entry.id, runeid: entry.runeId })),
    equippedJewels: holdings.jewels.filter((jewel) => jewel.equipped).map((jewel) => jewel.id),
    runeCounts: Object.fromEntries(
      [...movedRunes].map((runeId) => [runeId, holdings.runesHeld[runeId] ?? 0]),
    ),
  };
}

export function equipLoadout(
  game: GameContext,
  userId: number,
  id: number,
): Promise<EquipLoadoutAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const row = await ownLoadout(trx, userId, id);
    const { movedRunes } = await equipInTransaction(trx, userId, row);
    const holdings = await loadHoldings(trx, userId);
    return {
      loadouts: (await listLoadouts(trx, userId)).map((each) => loadoutView(each, holdings)),
      gear: await gearAfterEquip(trx, userId, holdings, movedRunes),
      message: loadoutEquippedText(row.name),
    };
  });
}

/**
 * Equips the loadout bound to `activity` in the caller's transaction: answers what to tell the
 * player (equipped, with the gear now on, or why not, nothing changed), or null when no loadout
 * is bound or it is on already. Never throws a refusal (checked first), so a tick's batch can
 * call it: a refusal never stops the action.
 */
export async function equipBoundInTransaction(
  trx: Transaction<Database>,
  userId: number,
  activity: LoadoutActivity,
): Promise<BoundLoadoutNotice | null> {
  const row = await findBoundLoadout(trx, userId, activity);
  if (!row) return null;
  const plan = planLoadout(contentsOf(row), await loadHoldings(trx, userId));
  if ('shortfall' in plan)
    return { message: loadoutShortfallText(row.name, plan.shortfall, runeName), gear: null };
  if (loadoutChangesNothing(plan.changes)) return null;
  const { movedRunes } = await equipInTransaction(trx, userId, row);
  const holdings = await loadHoldings(trx, userId);
  return {
    message: loadoutEquippedText(row.name),
    gear: await gearAfterEquip(trx, userId, holdings, movedRunes),
  };
}

/** Equips the loadout bound to `activity` as its action starts (see equipBoundInTransaction). */
export async function equipBoundLoadout(
  game: GameContext,
  userId: number,
  activity: LoadoutActivity,
): Promise<BoundLoadoutNotice | null> {
  try {
    return await playerTransaction(game.db, [userId], (trx) =>
      equipBoundInTransaction(trx, userId, activity),
    );
  } catch (error) {
    // A refusal the plan did not foresee still leaves the action started.
    if (error instanceof GameError) return { message: error.message, gear: null };
    throw error;
  }
}

export function bindLoadout(
  game: GameContext,
  userId: number,
  id: number,
  activity: LoadoutActivity | '',
): Promise<LoadoutChangeAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const row = await ownLoadout(trx, userId, id);
    await storeBinding(trx, userId, id, activity === '' ? null : activity);
    return {
      ...(await loadoutsAnswer(trx, userId)),
      message: loadoutBoundText(row.name, activity === '' ? null : activity),
    };
  });
}

export function deleteLoadout(
  game: GameContext,
  userId: number,
  id: number,
): Promise<LoadoutChangeAnswer> {
  return playerTransaction(game.db, [userId], async (trx) => {
    const row = await ownLoadout(trx, userId, id);
    await deleteOwnLoadout(trx, userId, id);
    return { ...(await loadoutsAnswer(trx, userId)), message: loadoutDeletedText(row.name) };
  });
}
