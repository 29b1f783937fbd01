/**
 * The game state, one nanostores store per concern, so a tick re-renders only what changed.
 * Filled by `applyInitialData`, changed by `applyTick`, emptied by `resetState`.
 */
import type {
  ActiveSelection,
  ChatAccess,
  ClanSummary,
  ClientData,
  Equipment,
  GatheringEvent,
  InitialData,
  ItemAmount,
  ItemCounts,
  Jewel,
  LandPanelData,
  ClanAttributeTotems,
  Mastery,
  Misc,
  Player,
  Skills,
  Tools,
  WorldBoss,
} from '@idle/contracts';
import { atom, map } from 'nanostores';

/** No clan, or no attribute totem built. */
export const NO_ATTRIBUTE_TOTEMS: ClanAttributeTotems = {
  health: 0,
  attack: 0,
  defence: 0,
  accuracy: 0,
  dodge: 0,
};

/** The static data of `_load_initial_data.php`. */
export type GameData = Pick<
  InitialData,
  'itemData' | 'itemIds' | 'itemTypes' | 'upgradeableItemData' | 'equipmentData' | 'areaData'
>;

export type Rune = InitialData['runes'][number];

/** Static game data; null until the initial data is loaded. */
export const $gameData = atom<GameData | null>(null);
/** The player; null until the initial data is loaded. */
export const $player = atom<Player | null>(null);
/** Item counts by item id (a map: `useStore($items, { keys: ['gold'] })` re-renders on gold only). */
export const $items = map<ItemCounts>({});
/** Skills by skill id; empty until the initial data is loaded. */
export const $skills = map<Partial<Skills>>({});
/** Masteries by mastery id. */
export const $masteries = map<Record<string, Mastery>>({});
/** Active skill, mastery, attribute, mob and action; null until loaded. */
export const $active = atom<ActiveSelection | null>(null);
/** Statistics, upgrades, action bonus, bonus time, potions...; null until loaded. */
export const $misc = atom<Misc | null>(null);
/** Pickaxe, hatchet and hammer levels; null until loaded. */
export const $tools = atom<Tools | null>(null);
/** Equipment by slot ("1" to "8"); an empty slot is absent. */
export const $equipment = map<Equipment>({});
/** Upgradeable item levels by item id (`rune_belt` is the number of rune slots). */
export const $upgradeableItems = map<Record<string, number>>({});
/** The rune belt: equipped runes (unequipped ones are items of type `rune`). */
export const $runes = atom<readonly Rune[]>([]);
/** The player's jewels (the home page lists the equipped ones). */
export const $jewels = atom<readonly Jewel[]>([]);
/** Jewels of each gem type (1 to 4) that can be equipped at once; the token store sells more. */
export const $jewelSlots = map<Record<number, number>>({});
/** Players online and new announcements. */
export const $clientData = map<ClientData>({ playersOnline: 0, newAnnouncements: 0 });
/** The player's clan, or null without one. */
export const $clan = atom<ClanSummary | null>(null);
/** How to open the chat socket; null until loaded. */
export const $chatAccess = atom<ChatAccess | null>(null);
/** World bosses alive now: from the initial data, then replaced by each socket `boss` message. */
export const $bosses = atom<readonly WorldBoss[]>([]);
/**
 * The gathering event running now (spec 000 section 3), or null: from the initial data, then
 * the socket's `event` messages; the Event panel's countdown empties it when the event ends.
 */
export const $event = atom<GatheringEvent | null>(null);
/** The captcha modal shows while this is true (spec 000 section 4). */
export const $captchaRequired = atom(false);
/** True while an action screen shows: the action view marker (spec 000 section 4). */
export const $actionView = atom(false);
/**
 * The Land panel's figures (plot level name and raid), or null without a plot: from the initial
 * data, then the land screens' answers and the socket's `raid` messages.
 */
export const $land = atom<LandPanelData | null>(null);
/** What the clan's attribute totems add, in percent of each base attribute (0 outside a clan). */
export const $clanAttributeTotems = atom<ClanAttributeTotems>(NO_ATTRIBUTE_TOTEMS);
/**
 * The Labyrinth Reward Chest (spec 000 section 4): null without a chest, [] while it waits to be
 * opened (the initial data, or a tick answering `labEnd`), its rewards once opened; Close empties
 * it to null.
 */
export const $labyrinthRewards = atom<readonly ItemAmount[] | null>(null);
