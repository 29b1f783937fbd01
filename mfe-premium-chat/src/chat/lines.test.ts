import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  DUKE,
  MOD,
  PEASANT,
  sampleChatHistory,
  sampleChatLine,
  sampleChatTime,
} from './fixtures';
import { authorTitle, chatTabs, chatTime, linesOfTab, sendChannelOf } from './lines';

const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

describe('the dock tabs', () => {
  it('has a Clan tab only for a clan member', () => {
    expect(chatTabs(true)).toEqual(['general', 'trade', 'help', 'clan', 'pm', 'notifications']);
    expect(chatTabs(false)).toEqual(['general', 'trade', 'help', 'pm', 'notifications']);
  });

  it('sends to the tab channel, and to General from Private and Notifications', () => {
    expect(sendChannelOf('general')).toBe('general');
    expect(sendChannelOf('trade')).toBe('trade');
    expect(sendChannelOf('help')).toBe('help');
    expect(sendChannelOf('clan')).toBe('clan');
    expect(sendChannelOf('pm')).toBe('general');
    expect(sendChannelOf('notifications')).toBe('general');
  });
});

describe('linesOfTab', () => {
  const history = sampleChatHistory();
  const whispers = ['Want my spare key?', 'Yes please!'];

  it('gives each public tab its channel with the private messages', () => {
    expect(texts(linesOfTab(history, 'trade', 3, 100))).toEqual([
      'Selling [item:ember_core]',
      ...whispers,
    ]);
    expect(texts(linesOfTab(history, 'help', 3, 100))).toEqual([
      'How do I craft runes?',
      ...whispers,
    ]);
    expect(texts(linesOfTab(history, 'clan', 3, 100))).toEqual(['Clan boss at 10!', ...whispers]);
    expect(linesOfTab(history, 'general', 3, 100)).toHaveLength(5 + whispers.length);
  });

  it('keeps Private and Notifications to their own lines', () => {
    expect(texts(linesOfTab(history, 'pm', 3, 100))).toEqual(whispers);
    expect(texts(linesOfTab(history, 'notifications', 3, 100))).toEqual([
      'You found a [item:cellar_key] in the Flooded Cellar.',
    ]);
  });

  it("puts the clan's own game news in Clan, not in Notifications", () => {
    const news = sampleChatLine({
      type: 'notification',
      channel: 'clan-3',
      from: null,
      text: 'The clan reached level 5.',
    });
    expect(texts(linesOfTab([news], 'clan', 3, 100))).toEqual(['The clan reached level 5.']);
    expect(linesOfTab([news], 'notifications', 3, 100)).toEqual([]);
  });

  it('shows another clan nothing of clan 3, and no clan nothing at all', () => {
    expect(texts(linesOfTab(history, 'clan', 4, 100))).toEqual(whispers);
    expect(texts(linesOfTab(history, 'clan', null, 100))).toEqual(whispers);
  });

  it('keeps the newest lines up to the history size', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      sampleChatLine({ text: `line ${index}` }),
    );
    const shown = linesOfTab(many, 'general', null, 20);
    expect(shown).toHaveLength(20);
    expect(shown[0]?.text).toBe('line 10');
    expect(shown.at(-1)?.text).toBe('line 29');
  });
});

describe('chatTime and authorTitle', () => {
  it('writes local hh:mm:ss with leading zeros', () => {
    expect(chatTime(sampleChatTime())).toBe('09:46:55');
    expect(chatTime(new Date(2026, 0, 2, 0, 5, 7).getTime())).toBe('00:05:07');
    expect(chatTime(new Date(2026, 0, 2, 23, 59, 59).getTime())).toBe('23:59:59');
  });

  it('names the rank, or Mod and Admin for staff', () => {
    expect(authorTitle(PEASANT)).toBe('Peasant');
    expect(authorTitle(DUKE)).toBe('Duke');
    expect(authorTitle(MOD)).toBe('Mod');
    expect(authorTitle(ADMIN)).toBe('Admin');
    expect(authorTitle({ ...PEASANT, nobilityRank: 27 })).toBe('God');
    expect(authorTitle({ ...PEASANT, nobilityRank: 0 })).toBeNull();
    expect(authorTitle({ ...PEASANT, nobilityRank: 28 })).toBeNull();
  });
});
