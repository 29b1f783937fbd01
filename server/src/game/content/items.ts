/** Item definitions, item types and inventory categories: the game's own content. */
import type { ItemDefinition, ItemType } from '@idle/contracts';
import { formatCount, formatNumber } from '@idle/game-rules';
import { ownTable } from './own-table';

const def = (
  name: string,
  type: string,
  rarity: number,
  description: string,
  extra: Partial<ItemDefinition> = {},
): ItemDefinition => ({
  name,
  type,
  rarity,
  description,
  useable: false,
  marketable: true,
  ...extra,
});

export const ITEM_TYPES: Record<string, ItemType> = ownTable({
  currency: { name: 'Currency', destroyable: false, destroyItemObtained: null },
  component: { name: 'Components', destroyable: false, destroyItemObtained: null },
  token: { name: 'Tokens', destroyable: false, destroyItemObtained: null },
  resource: { name: 'Resources', destroyable: false, destroyItemObtained: null },
  gem: { name: 'Gems', destroyable: false, destroyItemObtained: null },
  trophy: { name: 'Trophies', destroyable: true, destroyItemObtained: 'gold' },
  key: { name: 'Dungeon Keys', destroyable: false, destroyItemObtained: null },
  material: { name: 'Materials', destroyable: false, destroyItemObtained: null },
  rune: { name: 'Runes', destroyable: false, destroyItemObtained: null },
  potion: { name: 'Potions', destroyable: false, destroyItemObtained: null },
  heroic: { name: 'Heroic', destroyable: false, destroyItemObtained: null },
});

const rune = (
  name: string,
  rarity: number,
  runeStats: NonNullable<ItemDefinition['runeStats']>,
): ItemDefinition => {
  // Accuracy and dodge are kept in hundredths of a percent, and read as percents.
  const parts = Object.entries(runeStats).map(([stat, value]) =>
    stat === 'accuracy' || stat === 'dodge' ? `+${value / 100}% ${stat}` : `+${value} ${stat}`,
  );
  return def(name, 'rune', rarity, `${parts.join(', ')} while on your rune belt.`, { runeStats });
};

const potion = (
  name: string,
  rarity: number,
  bonus: NonNullable<ItemDefinition['potion']>['bonus'],
  percent: number,
  actionsPerDose: number,
): ItemDefinition =>
  def(
    name,
    'potion',
    rarity,
    `+${formatNumber(percent)}% ${bonus === 'exp' ? 'experience' : bonus} for ${formatCount(actionsPerDose, 'battle')} a dose.`,
    { useable: true, potion: { bonus, percent, actionsPerDose } },
  );

export const ITEMS: Record<string, ItemDefinition> = ownTable({
  gold: def('Gold', 'currency', 1, 'The coin of the realm.'),
  credits: def('Credits', 'currency', 1, 'Premium currency, bought in the Premium Store.'),
  bound_credits: def('Bound Credits', 'currency', 1, 'Credits that cannot be traded.', {
    marketable: false,
  }),
  // Tradeable, as in the original (GAME-FACTS "Market and stores"); honor itself is bound.
  honor_tokens: def('Honor Tokens', 'currency', 1, 'Spent to rise in nobility.'),
  weapon_component: def('Weapon Component', 'component', 2, 'Upgrades the type of a weapon.'),
  armor_component: def('Armor Component', 'component', 2, 'Upgrades the type of a piece of armor.'),
  tool_component: def('Tool Component', 'component', 2, 'Upgrades a gathering tool.'),
  tool_component_bound: def(
    'Tool Component (Bound)',
    'component',
    2,
    'Upgrades a gathering tool; cannot be traded.',
    {
      marketable: false,
    },
  ),
  boss_tokens: def('Boss Tokens', 'token', 3, 'Earned by damaging world bosses.', {
    marketable: false,
  }),
  dungeoneering_tokens: def('Dungeoneering Tokens', 'token', 3, 'Earned by completing dungeons.', {
    marketable: false,
  }),
  artisan_shard: def(
    'Artisan Shard',
    'token',
    3,
    "Found in the labyrinth's reward chest; raises the artisan shrine.",
    { marketable: false },
  ),
  metal: def('Metal', 'resource', 1, 'Mined ore, smelted into bars.'),
  wood: def('Wood', 'resource', 1, 'Logs from the forests.'),
  stone: def('Stone', 'resource', 1, 'Blocks from the quarries.'),
  gem_fragments: def('Gem Fragments', 'gem', 2, 'Shards of gems, fused into whole gems.'),
  gem_sapphire: def('Sapphire', 'gem', 2, 'Cut into sapphire jewels by jewelcrafters.'),
  gem_ruby: def('Ruby', 'gem', 3, 'Cut into ruby jewels by jewelcrafters.'),
  gem_emerald: def('Emerald', 'gem', 4, 'Cut into emerald jewels by jewelcrafters.'),
  gem_diamond: def('Diamond', 'gem', 5, 'Cut into diamond jewels by jewelcrafters.'),
  tree_sap: def('Tree Sap', 'resource', 2, 'Sticky and sweet; alchemists use it.'),
  resource_cache: def('Resource Cache', 'resource', 3, 'A bundle of metal, wood and stone.'),
  birds_nest: def("Bird's Nest", 'resource', 3, 'Sometimes there is something shiny inside.'),
  golden_egg: def('Golden Egg', 'resource', 5, 'Worth a fortune to the right buyer.'),
  sandstone: def('Sandstone', 'resource', 2, 'Soft stone for fine carving.'),
  marble: def('Marble', 'resource', 3, 'Polished, it shines.'),
  malachite: def('Malachite', 'resource', 4, 'A green stone of rare beauty.'),
  gathering_shards: def(
    'Gathering Shards',
    'material',
    2,
    'Found while gathering; they pay for gathering upgrades.',
  ),
  alchemical_essence: def(
    'Alchemical Essence',
    'material',
    3,
    'What a lucky brew leaves at the bottom of the pot.',
  ),
  rat_tail: def('Rat Tail', 'trophy', 1, 'Proof of a cellar cleared.', { destroyValue: 2 }),
  wolf_pelt: def('Wolf Pelt', 'trophy', 1, 'A thick grey pelt.', { destroyValue: 8 }),
  goblin_ear: def('Goblin Ear', 'trophy', 2, 'Goblins count their dead by these.', {
    destroyValue: 25,
  }),
  bandit_badge: def('Bandit Badge', 'trophy', 2, 'Worn by the road gangs.', { destroyValue: 60 }),
  troll_tooth: def('Troll Tooth', 'trophy', 3, 'Still sharp.', { destroyValue: 150 }),
  wyvern_scale: def('Wyvern Scale', 'trophy', 3, 'Hard as plate.', { destroyValue: 400 }),
  lich_dust: def('Lich Dust', 'trophy', 4, 'It hums faintly.', { destroyValue: 1200 }),
  titan_shard: def('Titan Shard', 'trophy', 5, 'A splinter of a fallen giant.', {
    destroyValue: 5000,
  }),
  cellar_key: def('Cellar Key', 'key', 2, 'Opens the Flooded Cellar dungeon.'),
  warren_key: def('Warren Key', 'key', 2, 'Opens the Goblin Deeps dungeon.'),
  highway_key: def('Toll Key', 'key', 3, "Opens the Bandit King's Hideout dungeon."),
  crypt_key: def('Crypt Key', 'key', 3, 'Opens the Drowned Vault dungeon.'),
  roost_key: def('Roost Key', 'key', 4, 'Opens the Wyvern Roost dungeon.'),
  titan_key: def('Titan Key', 'key', 5, "Opens the Titan's Forge dungeon."),
  heroic_potion: def(
    'Heroic Potion',
    'heroic',
    5,
    'Drink on the Heroic Upgrades page: +1% gold from mobs and resources for good.',
    { marketable: false },
  ),
  heroic_shard: def(
    'Heroic Shard',
    'heroic',
    4,
    'Spent on shard upgrades on the Heroic Upgrades page.',
    { marketable: false },
  ),
  health_upgrade_stone: def(
    'Health Upgrade Stone',
    'heroic',
    3,
    'Raises your health in battle on the Heroic Upgrades page.',
  ),
  damage_upgrade_stone: def(
    'Damage Upgrade Stone',
    'heroic',
    3,
    'Raises your damage in battle on the Heroic Upgrades page.',
  ),
  trinket_fragments: def(
    'Trinket Fragments',
    'material',
    4,
    'Pay for crafting, re-rolling and raising the tier of trinkets.',
    { marketable: false },
  ),
  trinket_essence: def(
    'Trinket Essence',
    'material',
    5,
    'Pays for crafting trinkets, re-rolls and celestial slots.',
    { marketable: false },
  ),
  leather_strap: def('Leather Strap', 'material', 2, 'Stitched into rune belts to add a slot.'),
  // Runes: what each adds to the equipment totals (accuracy and dodge in hundredths of a percent).
  rune_fire: rune('Fire Rune', 2, { attack: 8 }),
  rune_stone: rune('Stone Rune', 2, { defence: 12 }),
  rune_wind: rune('Wind Rune', 2, { dodge: 100 }),
  rune_eye: rune('Eye Rune', 2, { accuracy: 200 }),
  rune_life: rune('Life Rune', 3, { health: 40 }),
  rune_storm: rune('Storm Rune', 4, { attack: 30, defence: 30 }),
  rune_frost: rune('Frost Rune', 3, { defence: 20, dodge: 100 }),
  rune_shadow: rune('Shadow Rune', 5, { attack: 40, accuracy: 300 }),
  potion_of_wrath: potion('Potion of Wrath', 3, 'damage', 10, 25),
  potion_of_warding: potion('Potion of Warding', 3, 'defence', 10, 25),
  potion_of_insight: potion('Potion of Insight', 2, 'exp', 15, 50),
  potion_of_fortune: potion('Potion of Fortune', 2, 'gold', 15, 50),
});

/** Inventory categories and the item ids they list, in display order. */
export const ITEM_CATEGORIES: Record<string, string[]> = ownTable({
  Currency: ['gold', 'credits', 'bound_credits', 'honor_tokens'],
  Components: ['weapon_component', 'armor_component', 'tool_component', 'tool_component_bound'],
  Tokens: ['boss_tokens', 'dungeoneering_tokens', 'artisan_shard'],
  Resources: [
    'metal',
    'wood',
    'stone',
    'tree_sap',
    'resource_cache',
    'birds_nest',
    'golden_egg',
    'sandstone',
    'marble',
    'malachite',
  ],
  Gems: ['gem_fragments', 'gem_sapphire', 'gem_ruby', 'gem_emerald', 'gem_diamond'],
  Trophies: [
    'rat_tail',
    'wolf_pelt',
    'goblin_ear',
    'bandit_badge',
    'troll_tooth',
    'wyvern_scale',
    'lich_dust',
    'titan_shard',
  ],
  Keys: ['cellar_key', 'warren_key', 'highway_key', 'crypt_key', 'roost_key', 'titan_key'],
  Heroic: ['heroic_potion', 'heroic_shard', 'health_upgrade_stone', 'damage_upgrade_stone'],
  Materials: [
    'leather_strap',
    'gathering_shards',
    'alchemical_essence',
    'trinket_fragments',
    'trinket_essence',
  ],
  Runes: [
    'rune_fire',
    'rune_stone',
    'rune_wind',
    'rune_eye',
    'rune_life',
    'rune_frost',
    'rune_storm',
    'rune_shadow',
  ],
  Potions: ['potion_of_wrath', 'potion_of_warding', 'potion_of_insight', 'potion_of_fortune'],
});

/** The item of an id from a request, or undefined (never a built-in of the table). */
export function findItem(id: string): ItemDefinition | undefined {
  return ITEMS[id];
}
