import { autosPurchaseCost } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEconomy } from '../economy/economy-audit';
import { NO_HONOR_TOKENS_TEXT, TOO_FEW_CREDITS_TEXT, TOO_FEW_HONOR_TOKENS_TEXT } from './store';
import {
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  type TestGame,
  userRow,
} from '../../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame();
  cookie = await t.register('Noble_1');
});
afterEach(async () => {
  await t.close();
});

describe('misc.php loadPremium', () => {
  it('starts without a rank and with the starting Autos owned', async () => {
    expect((await t.get('misc.php', { mod: 'loadPremium' }, cookie)).json()).toEqual({
      nobility: { rank: 1, name: 'Peasant', bonusPercent: 0, honor: 0, nextRankHonor: 5 },
      autosOwned: 150,
      boosts: [],
    });
  });
});

describe('misc.php useHonorTokens', () => {
  it('turns ten tokens into a point of honor and raises the rank', async () => {
    await grantItems(t.game, 'Noble_1', { honor_tokens: 105 });
    const answer = await t.post('misc.php', { mod: 'useHonorTokens', honor: 10 }, cookie);
    expect(answer.json()).toEqual({
      nobility: { rank: 3, name: 'Knight', bonusPercent: 2, honor: 10, nextRankHonor: 20 },
      itemsToRemove: [{ id: 'honor_tokens', amount: 100 }],
    });
    expect((await itemsOf(t.game, 'Noble_1')).honor_tokens).toBe(5);
    expect((await userRow(t.game, 'Noble_1'))?.nobility_rank).toBe(3);
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
  });

  it('refuses without tokens, or too few, changing nothing', async () => {
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'useHonorTokens', honor: 1 }, cookie),
      NO_HONOR_TOKENS_TEXT,
    );
    await grantItems(t.game, 'Noble_1', { honor_tokens: 9 });
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'useHonorTokens', honor: 1 }, cookie),
      TOO_FEW_HONOR_TOKENS_TEXT,
    );
  });
});

describe('misc.php purchaseAutos', () => {
  it('costs what game-rules says and raises the maximum for good', async () => {
    const first = autosPurchaseCost(150, 600);
    const second = autosPurchaseCost(750, 200);
    expect(second).toBeGreaterThan(200);
    await grantItems(t.game, 'Noble_1', { credits: first + second });
    const bought = await t.post('misc.php', { mod: 'purchaseAutos', autos: 600 }, cookie);
    expect(bought.json()).toEqual({
      itemsToRemove: [{ id: 'credits', amount: first }],
      maxAutos: 750,
      autosOwned: 750,
    });
    const again = await t.post('misc.php', { mod: 'purchaseAutos', autos: 200 }, cookie);
    expect(again.json()).toMatchObject({ itemsToRemove: [{ id: 'credits', amount: second }] });
    expect((await itemsOf(t.game, 'Noble_1')).credits ?? 0).toBe(0);
    expect((await userRow(t.game, 'Noble_1'))?.max_autos).toBe(950);
    expect((await t.get('misc.php', { mod: 'loadPremium' }, cookie)).json()).toMatchObject({
      autosOwned: 950,
    });
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
  });

  it('refuses with too few credits, changing nothing', async () => {
    await grantItems(t.game, 'Noble_1', { credits: autosPurchaseCost(150, 10) - 1 });
    await expectRefusedUnchanged(
      t.game,
      () => t.post('misc.php', { mod: 'purchaseAutos', autos: 10 }, cookie),
      TOO_FEW_CREDITS_TEXT,
    );
  });
});
