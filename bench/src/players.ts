/**
 * Setting up the players the ticks are sent for, through the real API: register (account.php),
 * give plenty of Autos (dev.php setAutos, dev tools only), choose a mob (areas.php enterArea).
 *
 * account.php allows 10 attempts a minute per client address, registration included. The bench
 * starts the server with TRUST_PROXY=1, as a deployment behind a reverse proxy runs, so the server
 * takes the client address from X-Forwarded-For: each registration names its own loopback address
 * (127.77.x.y) there, as if each player came from their own machine. The limit itself stays on.
 * If the server does not honour the header (a 429 despite it), registration falls back to
 * pacing: it waits out the one-minute window between batches of 10 (about 5 minutes for 50).
 *
 * Dungeon players also get keys and strong attributes and enter dungeon 1 (areas.php
 * enterDungeon); boss players charge once at a boss spawned for the bench (dev.php spawnBoss,
 * with hit points raised by setBossHp so it cannot die during the bench). Gathering players mine
 * (their first tick starts the action); crafting players get the ingredients of many potions of
 * wrath (dev.php grantItems) and brew them (actions/alchemy.php).
 */
import { performance } from 'node:perf_hooks';

export interface Player {
  username: string;
  /** `idle_session=<token>`, ready for a Cookie header. */
  cookie: string;
  token: string;
}

export interface ServerRef {
  origin: string;
}

export interface RegistrationReport {
  players: Player[];
  /** How the login rate limit was handled, in words. */
  rateLimitNote: string;
  /** Wall time of each successful registration call, ms. */
  registerMs: number[];
}

const PASSWORD = 'bench-password-1';
export const SESSION_COOKIE = 'idle_session';

function form(fields: Record<string, string | number>): string {
  return new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  ).toString();
}

export async function post(
  server: ServerRef,
  path: string,
  fields: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; setCookie: string[] }> {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      origin: server.origin,
      ...headers,
    },
    body: form(fields),
  });
  return {
    status: response.status,
    text: await response.text(),
    setCookie: response.headers.getSetCookie(),
  };
}

/** A distinct loopback address per player, for X-Forwarded-For (never contacted). */
function addressFor(index: number): string {
  return `127.77.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`;
}

function sessionFrom(setCookie: string[]): string | null {
  for (const line of setCookie) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

async function registerOne(
  server: ServerRef,
  username: string,
  address: string | null,
): Promise<{ status: number; text: string; token: string | null; ms: number }> {
  const started = performance.now();
  const answer = await post(
    server,
    '/php/account.php',
    { mod: 'register', username, password: PASSWORD },
    address ? { 'x-forwarded-for': address } : {},
  );
  return {
    status: answer.status,
    text: answer.text,
    token: sessionFrom(answer.setCookie),
    ms: performance.now() - started,
  };
}

/**
 * A tag of this bench run in every name it registers: a section that meets a database another
 * section (or an earlier run) already filled never finds its names taken.
 */
const RUN_TAG = Math.floor(Math.random() * 36 ** 4)
  .toString(36)
  .padStart(4, '0');

/** Registers `count` players named `<prefix><run tag><n>`, `concurrency` at a time. */
export async function registerPlayers(
  server: ServerRef,
  prefix: string,
  count: number,
  concurrency: number,
  firstAddressIndex = 0,
): Promise<RegistrationReport> {
  const players: Player[] = new Array<Player>(count);
  const registerMs: number[] = [];
  const mode = { paced: false };
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= count) return;
      const username = `${prefix}${RUN_TAG}${index}`;
      for (;;) {
        const result = await registerOne(
          server,
          username,
          mode.paced ? null : addressFor(firstAddressIndex + index),
        );
        if (result.status === 429) {
          // The header was not trusted: wait out the window (10 attempts a minute).
          mode.paced = true;
          await new Promise((resolve) => setTimeout(resolve, 61_000));
          continue;
        }
        if (result.status !== 200 || result.token === null) {
          throw new Error(`Registering ${username} failed: ${result.status} ${result.text}`);
        }
        registerMs.push(result.ms);
        players[index] = {
          username,
          token: result.token,
          cookie: `${SESSION_COOKIE}=${result.token}`,
        };
        break;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    players,
    registerMs,
    rateLimitNote: mode.paced
      ? 'the server did not honour X-Forwarded-For, so registrations were paced to 10 a minute'
      : 'server started with TRUST_PROXY=1 (as behind a reverse proxy) and each registration named its own X-Forwarded-For address, so the 10-a-minute limit per address was never reached',
  };
}

/** dev.php setAutos and areas.php enterArea for each player. */
export async function preparePlayers(
  server: ServerRef,
  players: Player[],
  autos: number,
): Promise<void> {
  for (const player of players) {
    const set = await post(server, '/php/dev.php', {
      mod: 'setAutos',
      username: player.username,
      autos,
    });
    if (set.status !== 200) throw new Error(`setAutos for ${player.username}: ${set.text}`);
    const entered = await post(
      server,
      '/php/areas.php',
      { mod: 'enterArea', area: 1, mob: 1 },
      { cookie: player.cookie },
    );
    if (entered.status !== 200 || entered.text.includes('"error"')) {
      throw new Error(`enterArea for ${player.username}: ${entered.status} ${entered.text}`);
    }
  }
}

/** A battle tick's answer: the fight (`data`), no error. */
export const isBattleTick = (text: string) => text.includes('"data"') && !text.includes('"error"');

/** One tick by hand, as the shell sends it: it must answer the fight (`data`). */
export async function sanityTick(server: ServerRef, player: Player): Promise<string> {
  const answer = await post(server, '/php/actions/battle.php', {}, { cookie: player.cookie });
  if (answer.status !== 200 || !answer.text.includes('"data"')) {
    throw new Error(`A single battle tick was refused: ${answer.status} ${answer.text}`);
  }
  return answer.text;
}

/** Calls `fn` for each item, `concurrency` at a time, in order of the items. */
async function forEachLimit<T>(
  items: T[],
  concurrency: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      const item = items[index];
      if (index >= items.length || item === undefined) return;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** dev.php (dev tools only): any non-200 or `{"error"}` answer stops the bench. */
async function dev(server: ServerRef, fields: Record<string, string | number>): Promise<unknown> {
  const answer = await post(server, '/php/dev.php', fields);
  if (answer.status !== 200 || answer.text.includes('"error"')) {
    throw new Error(
      `dev.php ${String(fields.mod)}${fields.username === undefined ? '' : ` for ${String(fields.username)}`}: ${answer.status} ${answer.text}`,
    );
  }
  return JSON.parse(answer.text) as unknown;
}

/** dev.php grantItems: `items` added to the player's inventory. */
export async function grantItems(
  server: ServerRef,
  username: string,
  items: { id: string; amount: number }[],
): Promise<void> {
  await dev(server, { mod: 'grantItems', username, items: JSON.stringify(items) });
}

/** The player's inventory, gold included, as the server answers it (_load_initial_data.php). */
export async function itemsOwned(
  server: ServerRef,
  player: Player,
): Promise<Record<string, number>> {
  const response = await fetch(`${server.origin}/php/_load_initial_data.php`, {
    headers: { cookie: player.cookie },
  });
  if (response.status !== 200) {
    throw new Error(
      `_load_initial_data.php for ${player.username}: ${response.status} ${await response.text()}`,
    );
  }
  return ((await response.json()) as InitialDataSlice).items ?? {};
}

/** The parts of a tick's answer the bench checks. */
export interface TickShape {
  error?: string;
  stopAction?: unknown;
  data?: {
    wait?: number;
    boss?: { id?: number; hpRemaining?: number };
    damageDealt?: number;
    dungeon?: { name?: string; currentRoom?: number; completed?: boolean; progress?: boolean };
    // Gathering.
    skill?: string;
    msg?: string;
    resource?: { id?: string; amount?: number };
    exp?: number;
    bonusActive?: boolean;
    itemCounts?: Record<string, number>;
    // Alchemy.
    itemid?: string;
    remaining?: number;
    essence?: boolean;
  };
}

export function parseTick(text: string): TickShape | null {
  try {
    const parsed = JSON.parse(text) as TickShape | null;
    return typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** A dungeon tick's answer: the fight and a `dungeon` block of the dungeon entered, running on. */
export function isDungeonTick(text: string, dungeonName: string): boolean {
  const answer = parseTick(text);
  const dungeon = answer?.data?.dungeon;
  return (
    answer !== null &&
    answer.error === undefined &&
    answer.stopAction === undefined &&
    dungeon !== undefined &&
    dungeon.name === dungeonName &&
    typeof dungeon.currentRoom === 'number' &&
    typeof dungeon.completed === 'boolean' &&
    typeof dungeon.progress === 'boolean'
  );
}

/** A boss tick's answer after the charge: a fight at this boss, with the damage it dealt. */
export function isBossTick(text: string, bossId: number): boolean {
  const answer = parseTick(text);
  const data = answer?.data;
  return (
    answer !== null &&
    answer.error === undefined &&
    answer.stopAction === undefined &&
    data !== undefined &&
    data.wait === undefined &&
    typeof data.damageDealt === 'number' &&
    data.boss?.id === bossId
  );
}

export const DUNGEON_KEY = 'cellar_key';
export const DUNGEON_KEYS = 1_000_000;

/**
 * Dungeon players: Autos, 1,000,000 keys of dungeon 1, attributes strong enough to win every
 * room (so runs progress and complete), enter dungeon 1, and one tick by hand that must answer
 * the fight with a `dungeon` block. Answers the dungeon's name, as its ticks will show it.
 */
export async function prepareDungeonPlayers(
  server: ServerRef,
  players: Player[],
  autos: number,
): Promise<{ dungeonName: string }> {
  const names = new Set<string>();
  await forEachLimit(players, 4, async (player) => {
    await dev(server, { mod: 'setAutos', username: player.username, autos });
    await dev(server, {
      mod: 'grantItems',
      username: player.username,
      items: JSON.stringify([{ id: DUNGEON_KEY, amount: DUNGEON_KEYS }]),
    });
    await dev(server, {
      mod: 'setAttributes',
      username: player.username,
      health: 100_000,
      attack: 5000,
      defence: 5000,
      accuracy: 20_000,
    });
    const entered = await post(
      server,
      '/php/areas.php',
      { mod: 'enterDungeon', id: 1 },
      { cookie: player.cookie },
    );
    const run = parseTick(entered.text) as { currentDungeon?: { id?: number } } | null;
    if (entered.status !== 200 || run?.currentDungeon?.id !== 1) {
      throw new Error(`enterDungeon for ${player.username}: ${entered.status} ${entered.text}`);
    }
    const tick = await post(server, '/php/actions/dungeon.php', {}, { cookie: player.cookie });
    const name = parseTick(tick.text)?.data?.dungeon?.name;
    if (tick.status !== 200 || name === undefined || !isDungeonTick(tick.text, name)) {
      throw new Error(`A single dungeon tick was refused: ${tick.status} ${tick.text}`);
    }
    names.add(name);
  });
  const [dungeonName, ...others] = [...names];
  if (dungeonName === undefined || others.length > 0) {
    throw new Error(`Dungeon 1 answered names ${JSON.stringify([...names])}`);
  }
  return { dungeonName };
}

export interface Boss {
  id: number;
  name: string;
  level: number;
  hpRemaining: number;
  hpMax: number;
}

/**
 * Spawns a boss (dev.php spawnBoss) with `hp` hit points (setBossHp), gives each player Autos and
 * makes each one's first tick at it, the charge, by hand: it must answer `{data: {wait: 1, boss}}`.
 */
export async function prepareBossPlayers(
  server: ServerRef,
  players: Player[],
  autos: number,
  hp: number,
): Promise<Boss> {
  const boss = (await dev(server, { mod: 'spawnBoss' })) as Boss;
  if (typeof boss.id !== 'number') throw new Error(`spawnBoss answered ${JSON.stringify(boss)}`);
  await dev(server, { mod: 'setBossHp', id: boss.id, hp });
  await forEachLimit(players, 4, async (player) => {
    await dev(server, { mod: 'setAutos', username: player.username, autos });
    const charge = await post(
      server,
      '/php/actions/bossbattle.php',
      { id: boss.id },
      { cookie: player.cookie },
    );
    const answer = parseTick(charge.text);
    if (
      charge.status !== 200 ||
      answer?.data?.wait !== 1 ||
      answer.data.boss?.id !== boss.id ||
      answer.stopAction !== undefined
    ) {
      throw new Error(
        `The boss charge of ${player.username} was refused: ${charge.status} ${charge.text}`,
      );
    }
  });
  return boss;
}

/** The resource of a mining action, and the least one action gives (level 1, no bonus). */
export const MINED_ITEM = 'metal';
export const MINED_AT_LEAST = 10;

/** A mining tick's answer: metal mined (at least 10), experience, the counts owned after it. */
export function isGatheringTick(text: string): boolean {
  const answer = parseTick(text);
  const data = answer?.data;
  return (
    answer !== null &&
    answer.error === undefined &&
    answer.stopAction === undefined &&
    data !== undefined &&
    data.skill === 'mining' &&
    typeof data.msg === 'string' &&
    data.resource?.id === MINED_ITEM &&
    typeof data.resource.amount === 'number' &&
    data.resource.amount >= MINED_AT_LEAST &&
    typeof data.exp === 'number' &&
    typeof data.bonusActive === 'boolean' &&
    typeof data.itemCounts?.[MINED_ITEM] === 'number'
  );
}

/**
 * Gathering players: Autos, and one mining tick by hand (it starts the action) that must answer
 * the metal mined.
 */
export async function prepareGatheringPlayers(
  server: ServerRef,
  players: Player[],
  autos: number,
): Promise<void> {
  await forEachLimit(players, 4, async (player) => {
    await dev(server, { mod: 'setAutos', username: player.username, autos });
    const tick = await post(server, '/php/actions/mining.php', {}, { cookie: player.cookie });
    if (tick.status !== 200 || !isGatheringTick(tick.text)) {
      throw new Error(`A single mining tick was refused: ${tick.status} ${tick.text}`);
    }
  });
}

/** The potion the crafting players brew, how many a run asks for (the most the form allows). */
export const POTION = 'potion_of_wrath';
export const POTION_AMOUNT = 9999;
/** Its recipe (server/src/game/content/crafting.ts), and what each crafting player is given. */
export const POTION_INGREDIENTS = [
  { id: 'rat_tail', perPotion: 3, granted: 3_000_000 },
  { id: 'wood', perPotion: 10, granted: 10_000_000 },
] as const;

/** An alchemy tick's answer: one potion of wrath brewed, more to brew (no stopAction). */
export function isCraftingTick(text: string): boolean {
  const answer = parseTick(text);
  const data = answer?.data;
  return (
    answer !== null &&
    answer.error === undefined &&
    answer.stopAction === undefined &&
    data !== undefined &&
    data.itemid === POTION &&
    typeof data.remaining === 'number' &&
    data.remaining > 0 &&
    data.remaining < POTION_AMOUNT &&
    typeof data.exp === 'number' &&
    typeof data.essence === 'boolean'
  );
}

/**
 * Crafting players: Autos, the ingredients of a million potions of wrath, and one alchemy tick by
 * hand (`itemid=potion_of_wrath&amount=9999`, it starts the action) that must answer a potion
 * brewed with 9,998 left.
 */
export async function prepareCraftingPlayers(
  server: ServerRef,
  players: Player[],
  autos: number,
): Promise<void> {
  await forEachLimit(players, 4, async (player) => {
    await dev(server, { mod: 'setAutos', username: player.username, autos });
    await dev(server, {
      mod: 'grantItems',
      username: player.username,
      items: JSON.stringify(
        POTION_INGREDIENTS.map((item) => ({ id: item.id, amount: item.granted })),
      ),
    });
    const tick = await post(
      server,
      '/php/actions/alchemy.php',
      { itemid: POTION, amount: POTION_AMOUNT },
      { cookie: player.cookie },
    );
    if (
      tick.status !== 200 ||
      !isCraftingTick(tick.text) ||
      parseTick(tick.text)?.data?.remaining !== POTION_AMOUNT - 1
    ) {
      throw new Error(`A single alchemy tick was refused: ${tick.status} ${tick.text}`);
    }
  });
}

interface InitialDataSlice {
  player?: { autos?: number };
  items?: Record<string, number>;
  bosses?: { id: number; hpRemaining: number }[];
  misc?: {
    statistics?: {
      totalActions?: number;
      totalBossDamage?: number;
      totalDungeonsCompleted?: number;
      totalMiningActions?: number;
      totalPotionsCrafted?: number;
    };
    dungeonsCompleted?: Record<string, number>;
  };
}

export interface ServerTotals {
  /** Sums over the players, as the server counted them (statistics). */
  totalActions: number;
  totalBossDamage: number;
  totalDungeonsCompleted: number;
  totalMiningActions: number;
  totalPotionsCrafted: number;
  /** Sum of the players' metal, potions of wrath and the potion's ingredients (items). */
  metal: number;
  potions: number;
  /** The most potions of wrath one player owns. */
  mostPotions: number;
  ingredients: Record<string, number>;
  /** Sum of misc.dungeonsCompleted.dungeon1 (the dungeons_completed rows). */
  dungeon1Completed: number;
  /** Sum of the players' cellar keys. */
  dungeonKeys: number;
  autos: number[];
  /** The living bosses, as the server answers them to the last player asked. */
  bosses: { id: number; hpRemaining: number }[];
}

/** The server's own counts for the players, summed (from _load_initial_data.php). */
export async function serverTotals(server: ServerRef, players: Player[]): Promise<ServerTotals> {
  const totals: ServerTotals = {
    totalActions: 0,
    totalBossDamage: 0,
    totalDungeonsCompleted: 0,
    totalMiningActions: 0,
    totalPotionsCrafted: 0,
    metal: 0,
    potions: 0,
    mostPotions: 0,
    ingredients: Object.fromEntries(POTION_INGREDIENTS.map((item) => [item.id, 0])),
    dungeon1Completed: 0,
    dungeonKeys: 0,
    autos: [],
    bosses: [],
  };
  for (const player of players) {
    const response = await fetch(`${server.origin}/php/_load_initial_data.php`, {
      headers: { cookie: player.cookie },
    });
    if (response.status !== 200) {
      throw new Error(
        `_load_initial_data.php for ${player.username}: ${response.status} ${await response.text()}`,
      );
    }
    const data = (await response.json()) as InitialDataSlice;
    const statistics = data.misc?.statistics;
    totals.totalActions += statistics?.totalActions ?? 0;
    totals.totalBossDamage += statistics?.totalBossDamage ?? 0;
    totals.totalDungeonsCompleted += statistics?.totalDungeonsCompleted ?? 0;
    totals.totalMiningActions += statistics?.totalMiningActions ?? 0;
    totals.totalPotionsCrafted += statistics?.totalPotionsCrafted ?? 0;
    totals.metal += data.items?.[MINED_ITEM] ?? 0;
    const potions = data.items?.[POTION] ?? 0;
    totals.potions += potions;
    totals.mostPotions = Math.max(totals.mostPotions, potions);
    for (const item of POTION_INGREDIENTS) {
      totals.ingredients[item.id] =
        (totals.ingredients[item.id] ?? 0) + (data.items?.[item.id] ?? 0);
    }
    totals.dungeon1Completed += data.misc?.dungeonsCompleted?.dungeon1 ?? 0;
    totals.dungeonKeys += data.items?.[DUNGEON_KEY] ?? 0;
    totals.autos.push(data.player?.autos ?? Number.NaN);
    totals.bosses = data.bosses ?? [];
  }
  return totals;
}

/** The server's own count of each player's actions and Autos (from _load_initial_data.php). */
export async function serverCounts(
  server: ServerRef,
  players: Player[],
): Promise<{ totalActions: number; autos: number[] }> {
  const totals = await serverTotals(server, players);
  return { totalActions: totals.totalActions, autos: totals.autos };
}
