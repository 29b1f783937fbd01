/**
 * Clan buildings: the headquarters (members limit), the Autos, special-area and gathering-shards
 * totems, and one totem for each battle attribute. Levels and costs are ours (see
 * @idle/game-rules clan/buildings for what a level costs and does).
 */
import type { ClanBuildingBaseCost } from '@idle/game-rules';

/** What a building does, read by the game where the effect applies. */
export type ClanBuildingEffect =
  | { kind: 'membersLimit' }
  | { kind: 'maxAutos' }
  | { kind: 'specialBattles' }
  | { kind: 'gatheringShards' }
  | { kind: 'attribute'; attribute: 'health' | 'attack' | 'defence' | 'accuracy' | 'dodge' };

export interface ClanBuildingContent {
  id: number;
  name: string;
  maxLevel: number;
  /** What the first level costs; later levels cost more. */
  baseCost: ClanBuildingBaseCost;
  effect: ClanBuildingEffect;
}

const cost = (gold: number, resources: number, credits: number): ClanBuildingBaseCost => ({
  gold,
  credits,
  metal: resources,
  wood: resources,
  stone: resources,
});

const attributeTotem = (
  id: number,
  name: string,
  attribute: Extract<ClanBuildingEffect, { kind: 'attribute' }>['attribute'],
): ClanBuildingContent => ({
  id,
  name,
  maxLevel: 20,
  baseCost: cost(400_000, 40_000, 25),
  effect: { kind: 'attribute', attribute },
});

export const CLAN_BUILDINGS: readonly ClanBuildingContent[] = [
  {
    id: 1,
    name: 'Headquarters',
    maxLevel: 20,
    baseCost: cost(250_000, 25_000, 10),
    effect: { kind: 'membersLimit' },
  },
  {
    id: 2,
    name: 'Autos Totem',
    maxLevel: 25,
    baseCost: cost(500_000, 50_000, 50),
    effect: { kind: 'maxAutos' },
  },
  {
    id: 3,
    name: 'Portal Totem',
    maxLevel: 25,
    baseCost: cost(300_000, 30_000, 20),
    effect: { kind: 'specialBattles' },
  },
  {
    id: 4,
    name: 'Shard Totem',
    maxLevel: 20,
    baseCost: cost(300_000, 30_000, 20),
    effect: { kind: 'gatheringShards' },
  },
  attributeTotem(5, 'Totem of Vigour', 'health'),
  attributeTotem(6, 'Totem of Fury', 'attack'),
  attributeTotem(7, 'Totem of Stone', 'defence'),
  attributeTotem(8, 'Totem of the Hawk', 'accuracy'),
  attributeTotem(9, 'Totem of the Wind', 'dodge'),
];

export const CLAN_BUILDINGS_BY_ID: ReadonlyMap<number, ClanBuildingContent> = new Map(
  CLAN_BUILDINGS.map((building) => [building.id, building]),
);
