import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, ChatLine } from '@idle/contracts';
import { bus } from '@idle/events';
import { PM_USAGE_TEXT, UNKNOWN_COMMAND_TEXT } from '@idle/game-rules';
import {
  $clan,
  applyChatSocketMessage,
  resetChat,
  setChatConnected,
  setChatError,
} from '@idle/state';
import { loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $lastChatMessage,
  CHAT_COUNTER_FROM,
  ChatDock,
  CONNECTING_TEXT,
  LINK_TOO_LONG_TEXT,
  NO_LINES_TEXT,
} from './ChatDock';
import { $chatHistorySize, $chatSize, CHAT_SIZE_STEP_PX } from './device-settings';
import {
  chatDockApiAnswers,
  DUKE,
  NO_SUCH_PLAYER_TEXT,
  resetChatDeviceSettings,
  sampleChatHistory,
  sampleChatLine,
  sampleChatTime,
} from './fixtures';

let fetch: FakeFetch;
let sentFrames: BusEvents['chatSend'][];
let navigations: string[];
const onChatSend = (frame: BusEvents['chatSend']) => sentFrames.push(frame);
const onNavigate = ({ to }: BusEvents['navigate']) => navigations.push(to);

/** The history on connect, as the shell applies it: the dock is then connected. */
function connectWith(lines: ChatLine[] = sampleChatHistory()): void {
  act(() => {
    applyChatSocketMessage({ type: 'loadMessages', data: lines });
  });
}

function receive(line: ChatLine): void {
  act(() => {
    applyChatSocketMessage({ type: line.type, data: line, channel: line.channel });
  });
}

/** The dock in the shell's slot, the "Chat" region. */
function renderDock() {
  return render(
    <section aria-label="Chat">
      <ChatDock />
    </section>,
  );
}

const dock = () => screen.getByRole('region', { name: 'Chat' });
const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Chat message' });
const log = () => within(dock()).getByRole('log');

/** The lines of the open tab, as read. */
function shownLines(): string[] {
  return within(log())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

async function openTab(name: string): Promise<void> {
  await userEvent.click(screen.getByRole('tab', { name }));
}

async function say(text: string): Promise<void> {
  await userEvent.type(box(), text);
  await userEvent.keyboard('{Enter}');
}

beforeEach(() => {
  resetChatDeviceSettings();
  resetAll();
  resetChat();
  $lastChatMessage.set(null);
  sentFrames = [];
  navigations = [];
  bus.on('chatSend', onChatSend);
  bus.on('navigate', onNavigate);
  fetch = useFakeApi(chatDockApiAnswers());
  loadState();
});

afterEach(() => {
  cleanup();
  bus.off('chatSend', onChatSend);
  bus.off('navigate', onNavigate);
  configureApi();
  resetChat();
  resetChatDeviceSettings();
  resetAll();
});

describe('ChatDock channels and lines', () => {
  it('has a tab per channel, Clan for a clan member, and opens on General', () => {
    connectWith();
    renderDock();
    const tabs = within(screen.getByRole('tablist', { name: 'Chat channels' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'General',
      'Trade',
      'Help',
      'Clan',
      'Private',
      'Notifications',
    ]);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves the Chat landmark to the shell slot around it', () => {
    render(<ChatDock />);
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Chat message' })).toBeVisible();
  });

  it('has no Clan tab without a clan', () => {
    $clan.set(null);
    connectWith();
    renderDock();
    expect(screen.queryByRole('tab', { name: 'Clan' })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
  });

  it('shows General with time, rank, name, text, /me and private messages', () => {
    connectWith();
    renderDock();
    expect(log()).toHaveAccessibleName('General messages');
    expect(shownLines()).toEqual([
      '[09:46:55] Peasant lumberjack7: Anyone selling iron?',
      '[09:46:56] Duke Ore_Baron: Trade chat, please: Troll Tooth for 5k',
      '[09:46:57] Mod Warden_Ann: Keep it friendly.',
      '[09:46:58] Admin GameMaster: A world boss spawns in ten minutes.',
      '[09:46:59] * Hero_1 waves',
      '[09:47:03] From Ore_Baron: Want my spare key?',
      '[09:47:04] To Ore_Baron: Yes please!',
    ]);
  });

  it('draws Mod and Admin in their own colours and other names as links', () => {
    connectWith();
    renderDock();
    const mod = within(log()).getByRole('button', { name: 'Warden_Ann' });
    const admin = within(log()).getByRole('button', { name: 'GameMaster' });
    const player = within(log()).getByRole('button', { name: 'lumberjack7' });
    expect(mod.className).toMatch(/mod/);
    expect(admin.className).toMatch(/admin/);
    expect(player.className).not.toMatch(/mod|admin/);
  });

  it('renders markup as components and never as HTML', () => {
    connectWith([
      sampleChatLine({ text: '<img src=x onerror=alert(1)> [item:troll_tooth] <b>bold</b>' }),
    ]);
    renderDock();
    expect(shownLines()).toEqual([
      '[09:46:55] Peasant lumberjack7: <img src=x onerror=alert(1)> Troll Tooth <b>bold</b>',
    ]);
    expect(log().querySelector('img, b')).toBeNull();
    expect(within(log()).getByText('Troll Tooth').closest('[data-chat-link]')).toHaveAttribute(
      'data-chat-link',
      '[item:troll_tooth]',
    );
  });

  it.each([
    ['Trade', ['[09:47:00] Duke Ore_Baron: Selling Ember Core']],
    ['Help', ['[09:47:01] Peasant lumberjack7: How do I craft runes?']],
    ['Clan', ['[09:47:02] Duke Ore_Baron: Clan boss at 10!']],
  ])('shows only the %s channel and the private messages there', async (tab, own) => {
    connectWith();
    renderDock();
    await openTab(tab);
    expect(log()).toHaveAccessibleName(`${tab} messages`);
    expect(shownLines()).toEqual([
      ...own,
      '[09:47:03] From Ore_Baron: Want my spare key?',
      '[09:47:04] To Ore_Baron: Yes please!',
    ]);
  });

  it('shows private messages alone in Private and the game lines alone in Notifications', async () => {
    connectWith();
    renderDock();
    await openTab('Private');
    expect(shownLines()).toEqual([
      '[09:47:03] From Ore_Baron: Want my spare key?',
      '[09:47:04] To Ore_Baron: Yes please!',
    ]);
    await openTab('Notifications');
    expect(shownLines()).toEqual(['[09:47:05] You found a Cellar Key in the Flooded Cellar.']);
  });

  it('says when a tab has no lines yet', async () => {
    connectWith([]);
    renderDock();
    expect(within(log()).getByText(NO_LINES_TEXT)).toBeVisible();
    await openTab('Notifications');
    expect(within(log()).getByText(NO_LINES_TEXT)).toBeVisible();
  });

  it('adds lines as they arrive', () => {
    connectWith([]);
    renderDock();
    receive(sampleChatLine({ from: DUKE, text: 'Hello all' }));
    expect(shownLines()).toEqual(['[09:46:55] Duke Ore_Baron: Hello all']);
  });

  it('opens a profile from a name', async () => {
    connectWith();
    renderDock();
    const [firstDuke] = within(log()).getAllByRole('button', { name: 'Ore_Baron' });
    if (firstDuke === undefined) throw new Error('no line of Ore_Baron');
    await userEvent.click(firstDuke);
    await userEvent.click(within(log()).getByRole('button', { name: 'lumberjack7' }));
    expect(navigations).toEqual(['/player_profile/77', '/player_profile/408']);
  });

  it('opens the chat settings', async () => {
    connectWith();
    renderDock();
    await userEvent.click(screen.getByRole('button', { name: 'Chat settings' }));
    expect(navigations).toEqual(['/chat_settings']);
  });
});

describe('the history and window sizes', () => {
  const manyLines = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      sampleChatLine({ time: sampleChatTime(index), text: `line ${index}` }),
    );

  it('shows only the newest history-size lines, and follows a change at once', () => {
    $chatHistorySize.set(20);
    connectWith(manyLines(25));
    renderDock();
    expect(shownLines()).toHaveLength(20);
    expect(shownLines()[0]).toContain('line 5');
    expect(shownLines().at(-1)).toContain('line 24');
    act(() => {
      $chatHistorySize.set(22);
    });
    expect(shownLines()).toHaveLength(22);
    expect(shownLines()[0]).toContain('line 3');
  });

  it('sizes the window from the chat size and follows a change at once', () => {
    connectWith();
    renderDock();
    expect(log()).toHaveStyle({ height: `${15 * CHAT_SIZE_STEP_PX}px` });
    act(() => {
      $chatSize.set(50);
    });
    expect(log()).toHaveStyle({ height: `${50 * CHAT_SIZE_STEP_PX}px` });
  });

  it('collapses to the message box alone at size 0', async () => {
    $chatSize.set(0);
    connectWith();
    renderDock();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('log')).toBeNull();
    await say('still here');
    expect(sentFrames).toEqual([{ type: 'chat', channel: 'general', text: 'still here' }]);
  });
});

describe('sending', () => {
  it('sends a line to the open channel and empties the box', async () => {
    connectWith();
    renderDock();
    await say('  hello there ');
    expect(sentFrames).toEqual([{ type: 'chat', channel: 'general', text: 'hello there' }]);
    expect(box()).toHaveValue('');
  });

  it.each([
    ['Trade', 'trade'],
    ['Help', 'help'],
    ['Clan', 'clan'],
    ['Private', 'general'],
    ['Notifications', 'general'],
  ])('from %s sends to %s', async (tab, channel) => {
    connectWith();
    renderDock();
    await openTab(tab);
    expect(box()).toHaveAttribute(
      'placeholder',
      `Message ${channel === 'general' ? 'General' : tab}`,
    );
    await say('wts iron');
    expect(sentFrames).toEqual([{ type: 'chat', channel, text: 'wts iron' }]);
  });

  it('is used from the keyboard alone: Tab to the channels, arrows, Tab to the box, Enter', async () => {
    connectWith();
    renderDock();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const trade = screen.getByRole('tab', { name: 'Trade' });
    expect(trade).toHaveFocus();
    expect(trade).toHaveAttribute('aria-selected', 'true');
    // The channel list is one tab stop, then the log (it scrolls from the keyboard), the
    // players' names in it, and the box.
    const names = within(log()).getAllByRole('button');
    const stops: Element[] = [];
    for (let press = 0; press < names.length + 2; press += 1) {
      await userEvent.tab();
      if (document.activeElement !== null) stops.push(document.activeElement);
    }
    expect(stops).toEqual([log(), ...names, box()]);
    await userEvent.keyboard('wts iron{Enter}');
    expect(sentFrames).toEqual([{ type: 'chat', channel: 'trade', text: 'wts iron' }]);
    expect(box()).toHaveValue('');
  });

  it('sends /me and /m as typed, for the server to read', async () => {
    connectWith();
    renderDock();
    await say('/me waves');
    await say('/m Ore_Baron: see you at the boss');
    await say('/mute lumberjack7 30');
    expect(sentFrames.map((frame) => frame.text)).toEqual([
      '/me waves',
      '/m Ore_Baron: see you at the boss',
      '/mute lumberjack7 30',
    ]);
  });

  it.each([
    ['/m Ore_Baron', PM_USAGE_TEXT],
    ['/dance', UNKNOWN_COMMAND_TEXT],
  ])('refuses %j with its error, sends nothing and keeps the text', async (typed, error) => {
    connectWith();
    renderDock();
    await say(typed);
    expect(within(dock()).getByRole('alert')).toHaveTextContent(error);
    expect(sentFrames).toEqual([]);
    expect(box()).toHaveValue(typed);
    // Typing again clears the error.
    await userEvent.type(box(), ':');
    expect(within(dock()).queryByRole('alert')).toBeNull();
  });

  it('sends nothing for an empty or blank box', async () => {
    connectWith();
    renderDock();
    await userEvent.click(box());
    await userEvent.keyboard('{Enter}');
    await say('   ');
    expect(sentFrames).toEqual([]);
  });

  it('limits a message to 900 characters and counts them near the limit', async () => {
    connectWith();
    renderDock();
    expect(box()).toHaveAttribute('maxLength', '900');
    await userEvent.click(box());
    await userEvent.paste('x'.repeat(CHAT_COUNTER_FROM - 1));
    expect(screen.queryByLabelText('Characters used')).toBeNull();
    await userEvent.type(box(), 'x');
    expect(screen.getByLabelText('Characters used')).toHaveTextContent(`${CHAT_COUNTER_FROM}/900`);
    await userEvent.paste('y'.repeat(200));
    expect(box()).toHaveValue('x'.repeat(CHAT_COUNTER_FROM) + 'y'.repeat(900 - CHAT_COUNTER_FROM));
    expect(screen.getByLabelText('Characters used')).toHaveTextContent('900/900');
  });
});

describe('/view', () => {
  it('looks the player up by name and opens their profile', async () => {
    connectWith();
    renderDock();
    await say('/view ore_baron');
    await waitFor(() => {
      expect(navigations).toEqual(['/player_profile/77']);
    });
    expect(fetch.calls.map((call) => call.params)).toEqual([
      { mod: 'getUserid', username: 'ore_baron' },
    ]);
    expect(box()).toHaveValue('');
    expect(sentFrames).toEqual([]);
  });

  it('says when there is no such player and goes nowhere', async () => {
    connectWith();
    renderDock();
    await say('/view Nobody');
    expect(await within(dock()).findByRole('alert')).toHaveTextContent(NO_SUCH_PLAYER_TEXT);
    expect(navigations).toEqual([]);
    expect(box()).toHaveValue('/view Nobody');
  });

  it('works while the socket is away', async () => {
    renderDock();
    await say('/view GameMaster');
    await waitFor(() => {
      expect(navigations).toEqual(['/player_profile/2']);
    });
  });
});

describe('the connection', () => {
  it('says Connecting... until the history arrives, keeping what is typed', async () => {
    renderDock();
    expect(within(dock()).getByRole('status')).toHaveTextContent(CONNECTING_TEXT);
    await say('hello');
    expect(sentFrames).toEqual([]);
    expect(box()).toHaveValue('hello');
    connectWith();
    expect(within(dock()).queryByText(CONNECTING_TEXT)).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(sentFrames).toEqual([{ type: 'chat', channel: 'general', text: 'hello' }]);
  });

  it('says Connecting... again after a close', () => {
    connectWith();
    renderDock();
    expect(within(dock()).queryByText(CONNECTING_TEXT)).toBeNull();
    act(() => {
      setChatConnected(false);
    });
    expect(within(dock()).getByRole('status')).toHaveTextContent(CONNECTING_TEXT);
  });

  it('shows a chat error until the player sends again, and a new one after that', async () => {
    connectWith();
    renderDock();
    act(() => {
      setChatError('You are sending messages too fast.');
    });
    expect(within(dock()).getByRole('alert')).toHaveTextContent(
      'You are sending messages too fast.',
    );
    await say('sorry');
    expect(within(dock()).queryByRole('alert')).toBeNull();
    act(() => {
      applyChatSocketMessage({ type: 'chatError', data: { error: 'You are muted.' } });
    });
    expect(within(dock()).getByRole('alert')).toHaveTextContent('You are muted.');
  });

  it('recalls the last message sent with the up key, also after a remount', async () => {
    connectWith();
    const { unmount } = renderDock();
    await say('first');
    await say('lost to the disconnect');
    unmount();
    renderDock();
    await userEvent.click(box());
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveValue('lost to the disconnect');
    await userEvent.keyboard('{Enter}');
    expect(sentFrames.at(-1)?.text).toBe('lost to the disconnect');
  });

  it('leaves a draft alone on the up key, and does nothing before any message', async () => {
    connectWith();
    renderDock();
    await userEvent.click(box());
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveValue('');
    await say('sent');
    await userEvent.type(box(), 'draft');
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveValue('draft');
  });
});

describe('shift-click links', () => {
  const link = (tag: string) =>
    act(() => {
      bus.emit('chatLink', { tag });
    });

  it('puts the tag at the caret and the caret after it', async () => {
    connectWith();
    renderDock();
    await userEvent.type(box(), 'Selling now');
    box().setSelectionRange(8, 8);
    link('[item:ember_core]');
    expect(box()).toHaveValue('Selling [item:ember_core]now');
    expect(box()).toHaveFocus();
    expect(box().selectionStart).toBe(8 + '[item:ember_core]'.length);
    // Typing goes on at the caret.
    await userEvent.keyboard(' {Enter}');
    expect(sentFrames).toEqual([
      { type: 'chat', channel: 'general', text: 'Selling [item:ember_core] now' },
    ]);
  });

  it('replaces the selected text and fills an empty box', () => {
    connectWith();
    renderDock();
    link('[item:troll_tooth]');
    expect(box()).toHaveValue('[item:troll_tooth]');
    fireEvent.change(box(), { target: { value: 'buy THIS please' } });
    box().setSelectionRange(4, 8);
    link('[jewel:2:5]');
    expect(box()).toHaveValue('buy [jewel:2:5] please');
  });

  it('refuses a link that would pass 900 characters and keeps the text', async () => {
    connectWith();
    renderDock();
    await userEvent.click(box());
    await userEvent.paste('x'.repeat(890));
    link('[item:ember_core]');
    expect(box()).toHaveValue('x'.repeat(890));
    expect(within(dock()).getByRole('alert')).toHaveTextContent(LINK_TOO_LONG_TEXT);
  });
});

describe('scrolling', () => {
  /** Gives the log a layout jsdom lacks: content of `height` in a 180 px window. */
  function layOut(element: HTMLElement, height: number): void {
    Object.defineProperty(element, 'scrollHeight', { configurable: true, value: height });
    Object.defineProperty(element, 'clientHeight', { configurable: true, value: 180 });
  }

  it('follows the newest line while the player reads the bottom', () => {
    connectWith();
    renderDock();
    layOut(log(), 1000);
    receive(sampleChatLine({ text: 'new' }));
    expect(log().scrollTop).toBe(1000);
  });

  it('stays where the player scrolled up to', () => {
    connectWith();
    renderDock();
    layOut(log(), 1000);
    log().scrollTop = 200;
    fireEvent.scroll(log());
    layOut(log(), 1200);
    receive(sampleChatLine({ text: 'new' }));
    expect(log().scrollTop).toBe(200);
    // Back at the bottom, it follows again.
    log().scrollTop = 1200 - 180;
    fireEvent.scroll(log());
    layOut(log(), 1400);
    receive(sampleChatLine({ text: 'newer' }));
    expect(log().scrollTop).toBe(1400);
  });
});
