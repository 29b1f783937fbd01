/**
 * The registries around the tick pipeline: a tick modifier registered in the context changes a
 * tick's gains and answer; a bonus source is read once per load; the pipeline imports no domain.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GatheringResult, TickAnswer } from '@idle/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameTickModifier } from '../context';
import { BONUS_SOURCES } from '../bonus-sources';
import { bonusLoader, bonusSource } from '../bonuses';
import { createTestGame, itemsOf, type TestGame } from '../../test-support';

let t: TestGame | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('tick modifiers', () => {
  it('a registered modifier loads with the state, and its outcome changes the gains and the answer', async () => {
    const calls = { load: 0, beforeStep: 0, decide: 0, write: 0 };
    const tithe: GameTickModifier<string, number> = {
      key: 'test tithe',
      load: () => {
        calls.load += 1;
        return Promise.resolve('metal');
      },
      beforeStep: () => {
        calls.beforeStep += 1;
      },
      decide: () => {
        calls.decide += 1;
        return 3;
      },
      writeBeforeGains(_trx, tick, itemId, amount) {
        calls.write += 1;
        if (!tick.isAction) return Promise.resolve(null);
        return Promise.resolve({ taken: [{ id: itemId, amount }], shown: { tithed: amount } });
      },
    };
    t = await createTestGame({ tickModifiers: [tithe] });
    const cookie = await t.register('Tithed_1');
    const first = (await t.post('actions/mining.php', {}, cookie)).json<
      TickAnswer<GatheringResult & { tithed?: number }>
    >();
    // Mining gives 10 metal at level 1; the modifier took 3 of them.
    expect(first.data?.resource).toEqual({ id: 'metal', amount: 10 });
    expect(first.data?.tithed).toBe(3);
    expect(first.itemsToAdd).toContainEqual({ id: 'metal', amount: 7 });
    expect((await itemsOf(t.game, 'Tithed_1')).metal).toBe(7);
    t.game.clock.advance(t.game.actionDelayMs);
    await t.post('actions/mining.php', {}, cookie);
    expect((await itemsOf(t.game, 'Tithed_1')).metal).toBe(14);
    // Loaded once with the cached state; its other hooks run at every tick.
    expect(calls).toEqual({ load: 1, beforeStep: 2, decide: 2, write: 2 });
  });
});

describe('bonus sources', () => {
  it('loadBonuses reads each named source once per load, and no other', async () => {
    t = await createTestGame();
    const reads: string[] = [];
    const counted = <Key extends string>(key: Key, value: number) =>
      bonusSource(key, (_db, userId) => {
        reads.push(`${key} ${userId}`);
        return Promise.resolve(value + userId);
      });
    const loadBonuses = bonusLoader([counted('one', 10), counted('two', 20)] as const);
    expect(await loadBonuses(t.game.db, 1, ['one'])).toEqual({ one: 11 });
    expect(reads).toEqual(['one 1']);
    expect(await loadBonuses(t.game.db, 2, ['one', 'two'])).toEqual({ one: 12, two: 22 });
    expect(reads).toEqual(['one 1', 'one 2', 'two 2']);
  });

  it('registers each bonus under its own key', () => {
    const keys = BONUS_SOURCES.map((source) => source.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

const GAME = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The pipeline (game/actions) imports no domain module but tables' repositories (isRepository):
 * what a domain adds to every tick is a tick modifier or a bonus source, and its action's handler
 * lives in the domain's folder.
 */
const ALLOWED_DOMAIN_IMPORTS: Record<string, readonly string[]> = {};

/**
 * Folders of game/ the pipeline stands on, which are no feature: the actions themselves, the
 * content tables, and the player every action belongs to (their row and statistics).
 */
const NOT_DOMAINS = new Set(['actions', 'content', 'players']);

/**
 * A table's repository holds its SQL, no domain rule: the ticks' compiled statements live there
 * (server/README.md, "Repositories"), so the pipeline and the handlers import them.
 */
function isRepository(module: string): boolean {
  return module.endsWith('.repository');
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The game modules a file imports (type-only imports included), relative to game/. */
function gameImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/from '(\.[^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers
    .map((specifier) => relative(GAME, resolve(dirname(file), specifier)))
    .filter((module) => !module.startsWith('..'));
}

describe('the pipeline names no domain', () => {
  it('files under game/actions import no domain folder', () => {
    const found: Record<string, string[]> = {};
    for (const file of sourceFiles(join(GAME, 'actions'))) {
      const domainImports = gameImports(file).filter((module) => {
        const folder = module.split('/')[0] ?? '';
        return module.includes('/') && !NOT_DOMAINS.has(folder) && !isRepository(module);
      });
      if (domainImports.length > 0) found[relative(GAME, file)] = domainImports.sort();
    }
    expect(found).toEqual(ALLOWED_DOMAIN_IMPORTS);
  });
});
