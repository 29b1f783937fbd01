/** What the market's tests share: three players ready to trade metal. */
import { grantItems, registerEmptyHanded, type TestGame } from '../../test-support';

/**
 * Seller (100,000 metal), Bidder (1,000,000 gold) and Trader (both): their session cookies.
 */
export async function registerMetalTraders(
  t: TestGame,
): Promise<{ seller: string; bidder: string; trader: string }> {
  const seller = await registerEmptyHanded(t, 'Seller');
  const bidder = await registerEmptyHanded(t, 'Bidder');
  const trader = await registerEmptyHanded(t, 'Trader');
  await grantItems(t.game, 'Seller', { metal: 100_000 });
  await grantItems(t.game, 'Bidder', { gold: 1_000_000 });
  await grantItems(t.game, 'Trader', { metal: 100_000, gold: 1_000_000 });
  return { seller, bidder, trader };
}
