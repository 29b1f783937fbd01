/**
 * The chat dock on the composed production builds, players each in a browser context of their
 * own: lines in General and a private message cross between them, and an ignored player's lines
 * stop reaching the one who ignored them; an item shift-clicked in the inventory is pasted as its
 * link, sent, and read by the other player as the item's name; with the chat remote down the
 * game stays playable and Retry brings the dock back. With CHAT_SHOTS=1 each step is also saved
 * as a full-page screenshot under /tmp/chat-shots.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { GAME_URL, PREMIUM_CHAT_PORT } from '../support/composition';
import { expect, register, test as it } from '../support/fixtures';

const SHOTS_DIR = '/tmp/chat-shots';
/** The dock's tabs for a player outside a clan (the Clan tab is a member's). */
const CHAT_TABS = ['General', 'Trade', 'Help', 'Private', 'Notifications'];

/** A full-page screenshot of a step, only when asked for (CI writes none). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.CHAT_SHOTS !== '1') return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** A player in a browser context of their own, registered and on the home page. */
async function player(
  browser: Browser,
  username: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await register(page, username);
  return { context, page };
}

/** The shell's fixed place for the dock: the dock, or its fallback while the remote is down. */
const dock = (page: Page) => page.getByRole('region', { name: 'Chat', exact: true });
const chatInput = (page: Page) => dock(page).getByLabel('Chat message', { exact: true });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A line as the dock writes it: "[hh:mm:ss] <who>: text", where who is "Peasant Name" for a
 * public line of a new player, "From Name" or "To Name" for a private message.
 */
function chatLine(who: string, text: string): RegExp {
  return new RegExp(`^\\[\\d{2}:\\d{2}:\\d{2}\\] ${who}: ${escapeRegExp(text)}$`);
}

async function openChatTab(page: Page, name: string): Promise<void> {
  const tab = dock(page).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function say(page: Page, text: string): Promise<void> {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
  await expect(chatInput(page)).toHaveValue('');
}

it('two players chat in General and in private, then one ignores the other', async ({
  browser,
}) => {
  const alice = await player(browser, 'Chat_Alice');
  const bob = await player(browser, 'Chat_Bob');
  for (const name of CHAT_TABS) {
    await expect(dock(alice.page).getByRole('tab', { name, exact: true })).toBeVisible();
  }
  await openChatTab(alice.page, 'General');
  await openChatTab(bob.page, 'General');

  await say(alice.page, 'Hello from Alice');
  await expect(
    dock(bob.page).getByText(chatLine('Peasant Chat_Alice', 'Hello from Alice')),
  ).toBeVisible();
  await expect(
    dock(alice.page).getByText(chatLine('Peasant Chat_Alice', 'Hello from Alice')),
  ).toBeVisible();
  await say(bob.page, 'Hi Alice');
  await expect(dock(alice.page).getByText(chatLine('Peasant Chat_Bob', 'Hi Alice'))).toBeVisible();

  // A private message reaches its addressee, and its sender reads it as sent.
  await say(bob.page, '/m Chat_Alice: a secret for you');
  await openChatTab(alice.page, 'Private');
  await expect(
    dock(alice.page).getByText(chatLine('From Chat_Bob', 'a secret for you')),
  ).toBeVisible();
  await openChatTab(bob.page, 'Private');
  await expect(
    dock(bob.page).getByText(chatLine('To Chat_Alice', 'a secret for you')),
  ).toBeVisible();
  await shot(alice.page, 'general-and-private');

  // Alice ignores Bob on the chat settings page.
  await dock(alice.page).getByRole('button', { name: 'Chat settings', exact: true }).click();
  await expect(alice.page.getByRole('heading', { name: 'Chat Settings' })).toBeVisible();
  await alice.page.getByLabel('Username', { exact: true }).fill('Chat_Bob');
  await alice.page.getByRole('button', { name: 'Add', exact: true }).click();
  const ignored = alice.page.getByRole('list', { name: 'Ignored players' });
  await expect(ignored.getByRole('link', { name: 'Chat_Bob' })).toBeVisible();
  await expect(ignored.getByRole('button', { name: 'Remove Chat_Bob' })).toBeVisible();
  await shot(alice.page, 'chat-settings');

  // Bob's next line is accepted (he sees it) but never reaches Alice; her own line after it
  // does, so the dock was listening all along.
  await openChatTab(bob.page, 'General');
  await say(bob.page, 'Are you still there?');
  await expect(
    dock(bob.page).getByText(chatLine('Peasant Chat_Bob', 'Are you still there?')),
  ).toBeVisible();
  await openChatTab(alice.page, 'General');
  await say(alice.page, 'Quiet in here');
  await expect(
    dock(alice.page).getByText(chatLine('Peasant Chat_Alice', 'Quiet in here')),
  ).toBeVisible();
  await expect(
    dock(bob.page).getByText(chatLine('Peasant Chat_Alice', 'Quiet in here')),
  ).toBeVisible();
  await expect(dock(alice.page).getByText(/Are you still there\?/)).toHaveCount(0);

  await Promise.all([alice.context.close(), bob.context.close()]);
});

async function grantItems(
  request: APIRequestContext,
  username: string,
  items: { id: string; amount: number }[],
): Promise<void> {
  const response = await request.post(`${GAME_URL}/php/dev.php`, {
    form: { mod: 'grantItems', username, items: JSON.stringify(items) },
  });
  expect(response.ok()).toBe(true);
}

it('an item shift-clicked in the inventory is pasted as its link and read as its name', async ({
  browser,
  request,
}) => {
  const seller = await player(browser, 'Link_Seller');
  const reader = await player(browser, 'Link_Reader');
  await grantItems(request, 'Link_Seller', [{ id: 'rat_tail', amount: 3 }]);
  await seller.page.reload();
  await seller.page
    .getByRole('navigation', { name: 'Game areas' })
    .getByRole('link', { name: 'Inventory' })
    .click();
  const ratTail = seller.page
    .getByRole('region', { name: 'Trophies' })
    .locator('[data-chat-link="[item:rat_tail]"]');
  await ratTail.click({ modifiers: ['Shift'] });
  await expect(chatInput(seller.page)).toHaveValue(/\[item:rat_tail\]/);

  await openChatTab(seller.page, 'General');
  await chatInput(seller.page).press('End');
  await chatInput(seller.page).pressSequentially(' for sale');
  await chatInput(seller.page).press('Enter');
  await expect(chatInput(seller.page)).toHaveValue('');

  // The reader sees the tag expanded into the item's name, a link of its own, never the raw tag.
  await openChatTab(reader.page, 'General');
  const line = dock(reader.page).getByText(/Peasant Link_Seller: .*for sale/);
  await expect(line).toBeVisible();
  await expect(line.locator('[data-chat-link="[item:rat_tail]"]')).toHaveText(/Rat Tail/);
  await expect(line).not.toContainText('[item:rat_tail]');
  await shot(reader.page, 'item-link');

  await Promise.all([seller.context.close(), reader.context.close()]);
});

it('the game stays playable while the chat remote is down, and Retry restores the dock', async ({
  page,
  composition,
}) => {
  await register(page, 'Chat_Outage');
  await expect(dock(page).getByRole('tab', { name: 'General', exact: true })).toBeVisible();

  await composition.stopRemote('mfe-premium-chat');
  try {
    // A reload mid-session finds the remote gone: the dock's place shows the fallback.
    await page.reload();
    await expect(dock(page).getByText(/Chat is unavailable/)).toBeVisible();
    await expect(dock(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    await shot(page, 'chat-down');

    // The rest of the game: the top bar, the areas, the inventory and a panel.
    await expect(page.getByRole('banner').getByLabel('Gold', { exact: true })).toContainText('100');
    const areas = page.getByRole('navigation', { name: 'Game areas' });
    await areas.getByRole('link', { name: 'Inventory' }).click();
    await expect(page.getByRole('heading', { name: 'Inventory', exact: true })).toBeVisible();
    await areas.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Chat_Outage' })).toBeVisible();
    const leftPanels = page.getByRole('complementary', { name: 'Left panels' });
    await expect(leftPanels.getByText('Battling')).toBeVisible();
    await leftPanels
      .getByRole('button', { name: /Collapse Skills|Skills/ })
      .first()
      .click();
    await expect(leftPanels.getByText('Battling')).toBeHidden();
    await expect(dock(page).getByText(/Chat is unavailable/)).toBeVisible();
  } finally {
    await composition.startRemote('mfe-premium-chat', 'mfe-premium-chat/dist', PREMIUM_CHAT_PORT);
  }

  await dock(page).getByRole('button', { name: 'Retry' }).click();
  await expect(dock(page).getByRole('tab', { name: 'General', exact: true })).toBeVisible();
  await expect(dock(page).getByText(/Chat is unavailable/)).toHaveCount(0);
  await say(page, 'Back again');
  await expect(dock(page).getByText(chatLine('Peasant Chat_Outage', 'Back again'))).toBeVisible();
});
