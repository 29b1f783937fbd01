/**
 * `actions/mining.php`, `woodcutting.php`, `quarrying.php {event?}` (spec 001): one gathering
 * action yields the skill's resource (more with the skill level, the tool, the Resources upgrade
 * and Resource Rush, an event taken part in, Bonus Time, the action bonus, heroic upgrades,
 * equipped jewels, boosts and the nobility rank), the drops its level allows, and sometimes
 * gathering shards. One factory makes the three handlers; the first tick starts the action.
 */
import type { GatheringResult, GatheringSkillId, ItemAmount, StatisticKey } from '@idle/contracts';
import type { GatheringTickRequest } from '@idle/contracts/schemas';
import type { z } from 'zod';
import {
  type ArtisanShrineEffects,
  formatNumber,
  GATHERING_UPGRADE_COST_ITEM,
  gatheringUpgradeEffect,
  gatheringUpgradeLevelEffects,
  heroicGoldResourceBonusPercent,
  jewelResourceBonusPercent,
  shardChanceWithTotem,
  toolExtraExpPercent,
  toolResourceBonusPercent,
  withUpgradeLevelToolBonus,
  type TrinketBonuses,
  skillFromExp,
} from '@idle/game-rules';
import { GATHERING, GATHERING_BASE_EXP, GATHERING_SHARD_FREQUENCY } from '../content/crafting';
import { findItem } from '../content/items';
import { type GatheringUpgrades, loadUpgrades } from './gathering';
import { loadBonuses } from '../bonus-sources';
import { randomInt, rollPercent } from '../random';
import type { ActionHandler } from '../actions/handler';
import { ACTION_BONUS } from '../world/action-bonus.schedule';
import { GATHERING_EVENTS } from './events.schedule';
import { worldBonusFor } from '../world/world-bonus';
import { itemCounts } from '../inventory/items.repository';
import { equippedJewelGems } from '../inventory/jewels.repository';
import { toolLevel } from '../inventory/tools.repository';
import { skillExp } from '../players/skills.repository';

export const EVENT_OVER_TEXT = 'The gathering event has ended.';

const SKILL_VERBS: Record<GatheringSkillId, string> = {
  mining: 'mined',
  woodcutting: 'chopped',
  quarrying: 'quarried',
};
const SKILL_STATISTICS: Record<GatheringSkillId, StatisticKey> = {
  mining: 'totalMiningActions',
  woodcutting: 'totalWoodcuttingActions',
  quarrying: 'totalQuarryingActions',
};

interface GatheringOwn {
  skillExp: number;
  toolLevel: number;
  upgradeLevel: number;
  upgrades: GatheringUpgrades;
  heroicPercent: number;
  /** Equipped jewels' resource bonus (spec 002 §9), percent. */
  jewelPercent: number;
  /** The land's resource bonus (1% a level), percent. */
  landPercent: number;
  /** Equipped and celestial gathering trinkets. */
  trinkets: TrinketBonuses;
  /** The artisan shrine's effects (more resources and exp). */
  shrine: ArtisanShrineEffects;
  /** The clan's gathering-shards totem level (0 outside a clan). */
  shardsTotem: number;
}

type GatheringRequest = z.infer<typeof GatheringTickRequest>;

/**
 * Resources of one action: the base grows a tenth a level and by the Base Resources percent (a
 * trinket mod); Resource Rush adds flat.
 */
function gatheringAmount(
  baseAmount: number,
  skillLevel: number,
  rushPoints: number,
  bonusPercent: number,
  basePercent: number,
) {
  const base = baseAmount * (1 + (skillLevel - 1) / 10) * (1 + basePercent / 100) + rushPoints;
  return Math.max(1, Math.floor(base * (1 + bonusPercent / 100)));
}

export function gatheringHandler(
  skill: GatheringSkillId,
): ActionHandler<GatheringRequest, GatheringOwn, GatheringResult> {
  const content = GATHERING[skill];
  return {
    action: skill,
    requestKey: (request) => String(request.event ?? ''),
    resumeFields: ['event'],
    async load({ game, userId, user, stored, request }) {
      const storedExp = await skillExp(game.db, userId, skill);
      const storedToolLevel = await toolLevel(game.db, userId, content.tool);
      const { level: upgradeLevel, upgrades } = await loadUpgrades(game.db, userId);
      const jewels = await equippedJewelGems(game.db, userId);
      const bonuses = await loadBonuses(game.db, userId, [
        'clanTotems',
        'land',
        'gatheringTrinkets',
        'artisanShrine',
      ]);
      const shardsTotem = bonuses.clanTotems.shardsLevel;
      const own: GatheringOwn = {
        shardsTotem,
        skillExp: storedExp ?? 0,
        toolLevel: Math.max(1, storedToolLevel ?? 1),
        upgradeLevel,
        upgrades,
        heroicPercent: heroicGoldResourceBonusPercent(
          user.heroic_potion_doses,
          user.heroic_shard_upgrades,
        ),
        jewelPercent: jewels.reduce(
          (sum, jewel) => sum + jewelResourceBonusPercent(jewel.gem_type, jewel.rarity),
          0,
        ),
        landPercent: bonuses.land.resourcePercent,
        trinkets: bonuses.gatheringTrinkets,
        shrine: bonuses.artisanShrine,
      };
      // The first tick starts the action (the generic start-action step of spec 001 §4).
      const continues = stored?.action === skill && stored.params.event === request.event;
      return continues
        ? { own }
        : { own, start: request.event === undefined ? {} : { event: request.event } };
    },
    step({ game, state, request, delay }) {
      const { own } = state;
      const eventId = request.event;
      const event = eventId === undefined ? null : game.world.view(GATHERING_EVENTS);
      if (eventId !== undefined && (event?.id !== eventId || event.type !== skill)) {
        return {
          kind: 'stop',
          forget: true,
          answer: { delay, autos: state.autos, startDefaultAction: { msg: EVENT_OVER_TEXT } },
        };
      }
      const level = skillFromExp(own.skillExp).level;
      const { upgrades } = own;
      const world = worldBonusFor(game.world, skill);
      const bonusActive = game.world.get(ACTION_BONUS).active() === 'gathering';
      // Above gathering upgrade level 100 the tool and jewel bonuses grow (spec 001 §9).
      const boosted = (percent: number) => withUpgradeLevelToolBonus(percent, own.upgradeLevel);
      const resourcesPercent =
        boosted(toolResourceBonusPercent(own.toolLevel)) +
        gatheringUpgradeEffect(1, upgrades['1']) +
        (event?.bonusPercent ?? 0) +
        world.resourcesPercent +
        own.heroicPercent +
        boosted(own.jewelPercent) +
        own.trinkets.resourcePercent +
        own.landPercent +
        own.shrine.resourcePercent +
        state.personal.resourcesPercent;
      const amount = gatheringAmount(
        content.baseAmount,
        level,
        gatheringUpgradeEffect(3, upgrades['3']),
        resourcesPercent,
        own.trinkets.baseResourcePercent,
      );
      // The clan taxes the resource without the world's bonuses (Bonus Time, the action bonus).
      const taxableAmount = Math.min(
        amount,
        gatheringAmount(
          content.baseAmount,
          level,
          gatheringUpgradeEffect(3, upgrades['3']),
          resourcesPercent - world.resourcesPercent,
          own.trinkets.baseResourcePercent,
        ),
      );
      const exp = Math.floor(
        (GATHERING_BASE_EXP + gatheringUpgradeEffect(2, upgrades['2'])) *
          (1 +
            (boosted(toolExtraExpPercent(own.toolLevel)) +
              own.trinkets.gatheringExpPercent +
              own.shrine.expPercent +
              state.personal.gatheringExpPercent +
              world.expPercent) /
              100),
      );
      // Trinkets' Drop Boost and Item Rarity raise the drops' chance as the Item Rarity upgrade
      // does; their Double Items joins the upgrade's roll.
      const dropChancePercent =
        gatheringUpgradeEffect(5, upgrades['5']) +
        own.trinkets.itemRarityPercent +
        own.trinkets.gatheringDropPercent +
        state.personal.dropPercent;
      const doublePercent =
        gatheringUpgradeEffect(4, upgrades['4']) + own.trinkets.gatheringDoubleItemsPercent;
      const drops: ItemAmount[] = [];
      for (const drop of content.drops) {
        if (level < drop.levelRequired) continue;
        if (game.random.next() * drop.frequency >= 1 + dropChancePercent / 100) continue;
        const count = randomInt(game.random, drop.amount[0], drop.amount[1]);
        drops.push({
          id: drop.itemId,
          amount: rollPercent(game.random, doublePercent) ? 2 * count : count,
        });
      }
      const shards = gatheringUpgradeLevelEffects(own.upgradeLevel);
      const shardChance =
        shardChanceWithTotem(1 + shards.shardDropPercent / 100, own.shardsTotem) *
        (1 + own.trinkets.gatheringShardsPercent / 100);
      if (game.random.next() * GATHERING_SHARD_FREQUENCY < shardChance) {
        const double = rollPercent(game.random, shards.doubleShardChancePercent);
        drops.push({ id: GATHERING_UPGRADE_COST_ITEM, amount: double ? 2 : 1 });
      }
      const resource: ItemAmount = { id: content.resource, amount };
      const itemsToAdd = [resource, ...drops];
      own.skillExp += exp;
      const skillView = skillFromExp(own.skillExp);
      const resourceName = findItem(content.resource)?.name ?? content.resource;
      return {
        kind: 'tick',
        increments: [
          ['totalGatheringActions', 1],
          [SKILL_STATISTICS[skill], 1],
        ],
        skills: [[skill, exp]],
        itemsToAdd,
        taxable: { items: [{ id: content.resource, amount: taxableAmount }], shown: 'gathering' },
        answer: {
          data: {
            skill,
            msg: `You ${SKILL_VERBS[skill]} ${formatNumber(amount)} ${resourceName}.`,
            resource,
            exp,
            bonusActive,
            event,
            // Read after the writes (afterWrites).
            itemCounts: {},
          },
          skill: { id: skill, ...skillView },
          drops,
          itemsToAdd,
        },
      };
    },
    // The counts of the items gained, as the writes left them.
    async afterWrites(answer, tick, _written, { game, state }) {
      const counts = await itemCounts(
        game.db,
        state.userId,
        (tick.itemsToAdd ?? []).map((item) => item.id),
      );
      if (!answer.data) return answer;
      return {
        ...answer,
        data: {
          ...answer.data,
          itemCounts: Object.fromEntries(counts.map((count) => [count.item_id, count.amount])),
        },
      };
    },
  };
}
