/**
 * What a client needs to keep one action running across reloads, tabs and switches:
 * actions/current.php (the running action, its tick fields, its timer and tracker), the `retryIn`
 * of a tick sent too early, and actions that end with their answer not being resumed.
 */
import type { CurrentActionAnswer, TickAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOO_EARLY_TEXT } from './current-action';
import {
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  type TestGame,
} from '../../test-support';

const DELAY = 6000;
const NAME = 'Resumer_1';
let t: TestGame;
let cookie: string;

beforeEach(async () => {
  t = await createTestGame({ devTools: true, seed: 5 });
  cookie = await t.register(NAME);
});
afterEach(async () => {
  await t.close();
});

async function current(): Promise<CurrentActionAnswer> {
  const response = await t.get('actions/current.php', {}, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<CurrentActionAnswer>();
}

async function tick(path: string, body: Record<string, unknown> = {}): Promise<TickAnswer> {
  const response = await t.post(path, body, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<TickAnswer>();
}

describe('actions/current.php', () => {
  it('answers null before any action and after Stop Action', async () => {
    expect(await current()).toBeNull();
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await tick('actions/battle.php');
    expect(await current()).not.toBeNull();
    await t.get('misc.php', { mod: 'stopAction' }, cookie);
    expect(await current()).toBeNull();
  });

  it('answers the running battle with the time left to its next tick and its tracker', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await tick('actions/battle.php');
    t.game.clock.advance(2500);
    expect(await current()).toEqual({
      action: 'battling',
      body: {},
      nextTickIn: DELAY - 2500,
      tracker: expect.objectContaining({ actions: 1 }) as unknown,
    });
    t.game.clock.advance(DELAY);
    expect((await current())?.nextTickIn).toBe(0);
  });

  it('requires a session', async () => {
    const response = await t.get('actions/current.php', {});
    expect(response.json()).toEqual({ fatalError: 'logout' });
  });

  it('gives back the fields a crafting tick needs, and a resumed tick continues the count', async () => {
    await grantItems(t.game, NAME, { rat_tail: 9, wood: 30 });
    const first = await tick('actions/alchemy.php', { itemid: 'potion_of_wrath', amount: 3 });
    expect(first.data).toMatchObject({ remaining: 2 });
    const resumed = await current();
    expect(resumed).toMatchObject({
      action: 'alchemy',
      body: { itemid: 'potion_of_wrath', amount: 3 },
    });
    t.game.clock.advance(DELAY);
    // The body as answered: the count goes on (1 left), it does not start again at 3.
    const next = await tick('actions/alchemy.php', resumed?.body ?? {});
    expect(next.data).toMatchObject({ remaining: 1 });
  });

  it('does not resume an action its last answer ended, and a new start runs again', async () => {
    await grantItems(t.game, NAME, { rat_tail: 3, wood: 10 });
    const done = await tick('actions/alchemy.php', { itemid: 'potion_of_wrath', amount: 1 });
    expect(done.stopAction).toBeDefined();
    expect(await current()).toBeNull();

    // Refused for want of materials: a hard exit, not resumed either.
    t.game.clock.advance(DELAY);
    const refused = await tick('actions/alchemy.php', { itemid: 'potion_of_wrath', amount: 1 });
    expect(refused.stopAction?.hardExit).toBe(true);
    expect(await current()).toBeNull();

    // Started again with what it needs: it runs, and is the current action once more.
    await grantItems(t.game, NAME, { rat_tail: 6, wood: 20 });
    t.game.clock.advance(DELAY);
    const again = await tick('actions/alchemy.php', { itemid: 'potion_of_wrath', amount: 2 });
    expect(again.data).toMatchObject({ remaining: 1 });
    expect(await current()).toMatchObject({ action: 'alchemy' });
  });

  it('keeps gathering running after ticks, with the event field only when one was joined', async () => {
    await tick('actions/mining.php');
    expect(await current()).toMatchObject({ action: 'mining', body: {} });
  });
});

describe('a tick sent too early', () => {
  it('says when it will be accepted, and is accepted then', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    await tick('actions/battle.php');
    t.game.clock.advance(1500);
    // Switching to mining keeps the battle's timer: the refusal says how long is left.
    await expectRefusedUnchanged(
      t.game,
      () => t.post('actions/mining.php', {}, cookie),
      TOO_EARLY_TEXT,
      {
        retryIn: DELAY - 1500,
      },
    );
    t.game.clock.advance(DELAY - 1500);
    expect((await tick('actions/mining.php')).data).toBeDefined();
    expect(await current()).toMatchObject({ action: 'mining', nextTickIn: DELAY });
  });
});
