/** `_load_initial_data.php`: everything the shell needs to draw the game (spec 000, section 7). */
import type {
  ActiveSelection,
  AreaData,
  ChatAccess,
  ClanAttributeTotems,
  ClanSummary,
  ClientData,
  Equipment,
  EquipmentTypeData,
  ItemDefinition,
  ItemType,
  Mastery,
  Misc,
  Player,
  Skills,
  Tools,
  UpgradeableItemData,
} from './game';
import type { WorldBoss } from './bosses';
import type { GatheringEvent } from './gathering';
import type { Jewel, RuneEntry } from './inventory';
import type { ItemAmount, ItemCounts } from './common';
import type { LandPanelData } from './land';
import type { ActiveBoost } from './premium';

export interface InitialData {
  itemData: Record<string, ItemDefinition>;
  /** Item ids grouped by inventory category, in display order. */
  itemIds: Record<string, string[]>;
  itemTypes: Record<string, ItemType>;
  upgradeableItemData: Record<string, UpgradeableItemData>;
  equipmentData: Record<string, EquipmentTypeData>;
  areaData: Record<string, AreaData>;
  player: Player;
  clan: ClanSummary | null;
  /** What the clan's attribute totems add, in percent of each base attribute. */
  clanAttributeTotems: ClanAttributeTotems;
  items: ItemCounts;
  skills: Skills;
  masteries: Record<string, Mastery>;
  active: ActiveSelection;
  misc: Misc;
  tools: Tools;
  equipment: Equipment;
  upgradeableItems: Record<string, number>;
  /** The rune belt: equipped runes. Unequipped runes are items of type `rune`. */
  runes: RuneEntry[];
  /** The player's jewels; the home page lists the equipped ones. */
  jewels: Jewel[];
  /** How many jewels of each gem type (1 to 4) can be equipped at once (slots bought included). */
  jewelSlots: Record<number, number>;
  /** The Land panel: the plot's level and raid, or null without a plot. */
  land: LandPanelData | null;
  /** The labyrinth chest: null without one, [] while it waits to be opened. */
  labyrinthRewards: ItemAmount[] | null;
  /** World bosses alive now; the socket's `boss` messages keep the list current. */
  bosses: WorldBoss[];
  /** Boosts running now (the Effects panel counts them down). */
  boosts: ActiveBoost[];
  /** The gathering event running now; the socket's `event` messages keep it current. */
  event: GatheringEvent | null;
  clientData: ClientData;
  chat: ChatAccess;
  /**
   * The server's clock when it answered (ms since the epoch): the client counts every time from
   * it, whatever the browser's clock says.
   */
  serverTime: number;
}
