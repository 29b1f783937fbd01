/** Everything the shell needs to draw the game (_load_initial_data.php, spec 000 §7). */
import type { InitialData, Misc } from '@idle/contracts';
import { AREAS } from '../content/areas';
import { ITEM_CATEGORIES, ITEM_TYPES, ITEMS } from '../content/items';
import { EQUIPMENT_TYPES } from '../content/progression';
import { UPGRADEABLE_ITEM_DATA } from '../content/upgradeables';
import { countAnnouncementsAfter } from '../announcements/announcements.repository';
import { dungeonCompletions } from '../battle/dungeons-completed.repository';
import { effectiveMaxAutos } from '../autos/autos';
import { loadBonuses } from '../bonus-sources';
import { clanSummaryOf } from '../clan/core';
import type { GameContext } from '../context';
import { loadUpgradeableItems } from '../inventory/inventory';
import { loadItems } from '../inventory/items';
import { landPanel } from '../land/plot';
import { labyrinthChestPanel } from '../labyrinth/labyrinth';
import { countPlayersOnline } from '../accounts/online';
import {
  eqStatsWith,
  loadActiveSelection,
  loadEquipment,
  loadJewels,
  loadMasteries,
  loadPotions,
  loadRuneBelt,
  loadSkills,
  loadTools,
  loadUser,
  playerView,
} from './players';
import { loadBoosts } from '../premium/running-boosts';
import { loadStatistics } from './statistics';
import { jewelSlotsByGemType } from '../token-store/token-store';
import { ACTION_BONUS } from '../world/action-bonus.schedule';
import { BONUS_TIME } from '../world/bonus-time.schedule';
import { WORLD_BOSSES } from '../battle/bosses.schedule';
import { GATHERING_EVENTS } from '../gathering/events.schedule';

const areaData = Object.fromEntries(AREAS.map((area) => [String(area.id), area]));

export async function initialData(game: GameContext, userId: number): Promise<InitialData> {
  const now = game.clock.now();
  const user = await loadUser(game.db, userId);
  const [equipment, items, skills, masteries, tools, statistics, active, playersOnline] =
    await Promise.all([
      loadEquipment(game.db, userId),
      loadItems(game.db, userId),
      loadSkills(game.db, userId),
      loadMasteries(game.db, userId),
      loadTools(game.db, userId),
      loadStatistics(game.db, userId, now),
      loadActiveSelection(game.db, user),
      countPlayersOnline(game),
    ]);
  const [runes, jewels, jewelSlots, potions, upgradeableItems, newAnnouncements, completed, clan] =
    await Promise.all([
      loadRuneBelt(game.db, userId),
      loadJewels(game.db, userId),
      jewelSlotsByGemType(game.db, userId),
      loadPotions(game.db, userId),
      loadUpgradeableItems(game.db, userId),
      countAnnouncementsAfter(game.db, user.announcements_seen_id),
      dungeonCompletions(game.db, userId),
      clanSummaryOf(game.db, userId),
    ]);
  const { battleTrinkets, clanTotems } = await loadBonuses(game.db, userId, [
    'battleTrinkets',
    'clanTotems',
  ]);
  const eqStats = eqStatsWith(
    equipment,
    runes.map((rune) => rune.runeid),
    jewels.filter((jewel) => jewel.equipped).map((jewel) => jewel.stats),
    battleTrinkets.attributes,
  );
  const misc: Misc = {
    statistics,
    upgrades: { health: user.upgrade_health, damage: user.upgrade_damage },
    heroic: { potionDoses: user.heroic_potion_doses, shardUpgrades: user.heroic_shard_upgrades },
    actionBonus: game.world.view(ACTION_BONUS),
    bonusTime: game.world.view(BONUS_TIME),
    potions,
    dungeonsCompleted: Object.fromEntries(
      completed.map((row) => [`dungeon${row.dungeon_id}`, row.count]),
    ),
  };
  return {
    itemData: ITEMS,
    itemIds: ITEM_CATEGORIES,
    itemTypes: ITEM_TYPES,
    upgradeableItemData: UPGRADEABLE_ITEM_DATA,
    equipmentData: EQUIPMENT_TYPES,
    areaData,
    // The clan's Autos totem applies last, on the stored maximum.
    player: {
      ...playerView(user, eqStats, battleTrinkets.masteryExpPercent, now),
      maxAutos: await effectiveMaxAutos(game.db, userId, user.max_autos),
    },
    clan,
    clanAttributeTotems: clanTotems.attributePercents,
    items,
    skills,
    masteries,
    active,
    misc,
    tools,
    equipment,
    upgradeableItems,
    runes,
    jewels,
    jewelSlots,
    land: await landPanel(game, userId),
    labyrinthRewards: await labyrinthChestPanel(game.db, userId),
    bosses: game.world.view(WORLD_BOSSES),
    boosts: await loadBoosts(game.db, userId, game.clock.now()),
    event: game.world.view(GATHERING_EVENTS),
    clientData: { playersOnline, newAnnouncements },
    chat: { userid: user.id, token: user.chat_token, port: game.config.publicChatPort },
    serverTime: game.clock.now(),
  };
}
