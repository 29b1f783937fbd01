/**
 * Test and story data of the land screens: a player with resources, plots at Camp and Village,
 * and a land.php that buys and upgrades at those prices. Never imported by production code.
 */
import type { InitialData, ItemDefinition, LandData, LandPanelData } from '@idle/contracts';
import { LAND_MAX_LEVEL, landLevelName, landLevelUpgradeCost, PLOT_COST } from '@idle/game-rules';
import { sampleApiAnswers, sampleInitialData } from '@idle/test-fixtures';
import { type ComponentType, createElement } from 'react';
import { MemoryRouter } from 'react-router';

function item(name: string): ItemDefinition {
  return {
    name,
    type: 'resource',
    rarity: 1,
    description: `${name}.`,
    useable: false,
    marketable: true,
  };
}

/**
 * The sample player with 300,000 gold (a plot, not Village's upgrade of 1,130,000) and
 * 200,000 of each resource; `land` is the Land panel's data (null: no plot).
 */
export function landInitialData(
  items: Record<string, number> = {},
  land: LandPanelData | null = null,
): InitialData {
  const base = sampleInitialData();
  return {
    ...base,
    itemData: {
      ...base.itemData,
      metal: item('Metal'),
      wood: item('Wood'),
      stone: item('Stone'),
      credits: item('Credits'),
    },
    items: {
      ...base.items,
      gold: 300_000,
      metal: 200_000,
      wood: 200_000,
      stone: 200_000,
      ...items,
    },
    land,
  };
}

function bonusLines(level: number): [string, string][] {
  return [
    ['Maximum Autos', `+${String(10 * level)}`],
    ['Gold from mobs', `+${String(level)}%`],
    ['Resources', `+${String(level)}%`],
    ['Trinket chance', `+${String(2 * level)}%`],
  ];
}

/** The plot at `level`, as `load`, `buyPlot` and `upgradePlot` send it. */
export function sampleLandData(level = 1): LandData {
  const top = level >= LAND_MAX_LEVEL;
  return {
    level,
    levelData: { name: landLevelName(level) },
    bonuses: bonusLines(level),
    nextLevelData: top ? null : { name: landLevelName(level + 1) },
    nextBonuses: top ? null : bonusLines(level + 1),
    nextLevelUpgradeCosts: top
      ? null
      : landLevelUpgradeCost(level + 1).map(({ itemId, amount }) => ({ id: itemId, amount })),
  };
}

/** A land.php over a plot at `level` (null: no plot) that buys and upgrades. */
export function landApiAnswers(level: number | null = null): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'land.php?mod=load': { landData: level === null ? null : sampleLandData(level) },
    'land.php?mod=buyPlot': {
      itemsToRemove: PLOT_COST.map(({ itemId, amount }) => ({ id: itemId, amount })),
      landData: sampleLandData(1),
    },
    'land.php?mod=upgradePlot':
      level === null || level >= LAND_MAX_LEVEL
        ? { error: 'Your land cannot be upgraded.' }
        : {
            itemsToRemove: sampleLandData(level).nextLevelUpgradeCosts ?? [],
            landData: sampleLandData(level + 1),
          },
  };
}

/**
 * The NoPlot story of raids, personnel and portals: the page's load found no plot, and its
 * Purchase Plot link needs a router.
 */
export const noPlotStory = {
  args: { state: { status: 'ready', data: null } as const },
  decorators: [(Story: ComponentType) => createElement(MemoryRouter, null, createElement(Story))],
};
