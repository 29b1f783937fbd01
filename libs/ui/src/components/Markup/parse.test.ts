import { describe, expect, it } from 'vitest';
import {
  chatLinkProps,
  itemTag,
  jewelTag,
  linkTag,
  parseMarkup,
  trinketTag,
  type MarkupToken,
} from './parse';

const text = (value: string): MarkupToken => ({ kind: 'text', text: value });
const item = (id: string): MarkupToken => ({ kind: 'item', id });
const url = (written: string, href: string): MarkupToken => ({
  kind: 'url',
  text: written,
  href,
});

describe('parseMarkup', () => {
  it.each<[string, string, MarkupToken[]]>([
    ['empty text', '', []],
    ['plain text', 'You found nothing.', [text('You found nothing.')]],
    [
      'an item tag',
      'You found [item:rat_tail].',
      [text('You found '), item('rat_tail'), text('.')],
    ],
    ['a gold item tag', '[item:gold]', [item('gold')]],
    ['two item tags side by side', '[item:gold][item:credits]', [item('gold'), item('credits')]],
    ['an empty item id (unknown when drawn)', '[item:]', [item('')]],
    ['an item id that is an Object key', '[item:constructor]', [item('constructor')]],
    ['an upper-case tag name', '[ITEM:gold]', [item('gold')]],
    [
      'a nobility tag',
      'Hero_1 is now a [nobility:3]!',
      [text('Hero_1 is now a '), { kind: 'nobility', rank: 3, name: 'Knight' }, text('!')],
    ],
    ['the first rank', '[nobility:1]', [{ kind: 'nobility', rank: 1, name: 'Peasant' }]],
    ['the last rank', '[nobility:27]', [{ kind: 'nobility', rank: 27, name: 'God' }]],
    ['rank 0 stays as text', 'a [nobility:0] b', [text('a [nobility:0] b')]],
    ['rank 28 stays as text', '[nobility:28]', [text('[nobility:28]')]],
    ['a rank that is not a number stays as text', '[nobility:x]', [text('[nobility:x]')]],
    [
      'a jewel tag',
      'You crafted a [jewel:2:5].',
      [
        text('You crafted a '),
        { kind: 'jewel', gemType: 2, rarity: 5, name: 'Legendary Ruby Jewel' },
        text('.'),
      ],
    ],
    [
      'a diamond celestial jewel',
      '[jewel:4:7]',
      [{ kind: 'jewel', gemType: 4, rarity: 7, name: 'Celestial Diamond Jewel' }],
    ],
    ['a jewel of gem type 5 stays as text', '[jewel:5:1]', [text('[jewel:5:1]')]],
    ['a jewel of rarity 8 stays as text', '[jewel:1:8]', [text('[jewel:1:8]')]],
    ['a jewel without a rarity stays as text', '[jewel:1]', [text('[jewel:1]')]],
    [
      'a trinket tag',
      '[trinket:4]',
      [{ kind: 'trinket', rarity: 4, trinketType: null, name: 'Epic Trinket' }],
    ],
    [
      'a trinket tag with its type',
      'Found: [trinket:6:2]',
      [
        text('Found: '),
        { kind: 'trinket', rarity: 6, trinketType: 2, name: 'Mythical Gathering Trinket' },
      ],
    ],
    ['a trinket of rarity 0 stays as text', '[trinket:0]', [text('[trinket:0]')]],
    ['a trinket of type 3 stays as text', '[trinket:4:3]', [text('[trinket:4:3]')]],
    ['an unknown tag stays as text', '[monster:1] [b]bold[/b]', [text('[monster:1] [b]bold[/b]')]],
    ['an unclosed tag stays as text', '[item:gold', [text('[item:gold')]],
    [
      'an https url',
      'See https://example.com/guide?page=2 now',
      [
        text('See '),
        url('https://example.com/guide?page=2', 'https://example.com/guide?page=2'),
        text(' now'),
      ],
    ],
    ['an http url', 'http://example.com', [url('http://example.com', 'http://example.com')]],
    [
      'a www url gets http://',
      'www.example.com',
      [url('www.example.com', 'http://www.example.com')],
    ],
    [
      'an upper-case scheme',
      'HTTPS://EXAMPLE.COM',
      [url('HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM')],
    ],
    [
      'a url ending a sentence',
      'Read www.example.com/rules.',
      [text('Read '), url('www.example.com/rules', 'http://www.example.com/rules'), text('.')],
    ],
    [
      'a url in brackets',
      '(see https://example.com/a)',
      [text('(see '), url('https://example.com/a', 'https://example.com/a'), text(')')],
    ],
    [
      'a url with balanced brackets',
      'https://en.wikipedia.org/wiki/Idle_(game)',
      [
        url(
          'https://en.wikipedia.org/wiki/Idle_(game)',
          'https://en.wikipedia.org/wiki/Idle_(game)',
        ),
      ],
    ],
    ['a bare www. is text', 'www. and www.. too', [text('www. and www.. too')]],
    ['a scheme alone is text', 'http:// nothing', [text('http:// nothing')]],
    ['www inside a word is text', 'awww.example.com', [text('awww.example.com')]],
    ['an e-mail address is text', 'me@www.example.com', [text('me@www.example.com')]],
    ['a javascript: url is text', 'javascript:alert(1)', [text('javascript:alert(1)')]],
    [
      'a url stops at a quote or angle bracket',
      'https://example.com/"onmouseover="alert(1)',
      [url('https://example.com/', 'https://example.com/'), text('"onmouseover="alert(1)')],
    ],
    [
      'a url stops at a tag',
      'https://example.com[item:gold]',
      [url('https://example.com', 'https://example.com'), item('gold')],
    ],
    [
      'html stays as text',
      '<script>alert("x")</script><img src=x onerror=alert(1)>',
      [text('<script>alert("x")</script><img src=x onerror=alert(1)>')],
    ],
    ['html around a tag', '<b>[item:gold]</b>', [text('<b>'), item('gold'), text('</b>')]],
    ['a tag cannot span lines', '[item:go\nld]', [text('[item:go\nld]')]],
    [
      'everything together',
      '[nobility:2] Hero_1 found [item:ember_core] x2 and a [trinket:5:1]; www.idle.test',
      [
        { kind: 'nobility', rank: 2, name: 'Squire' },
        text(' Hero_1 found '),
        item('ember_core'),
        text(' x2 and a '),
        { kind: 'trinket', rarity: 5, trinketType: 1, name: 'Legendary Battling Trinket' },
        text('; '),
        url('www.idle.test', 'http://www.idle.test'),
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(parseMarkup(input)).toEqual(expected);
  });

  it('gives no tokens for something that is not a string', () => {
    expect(parseMarkup(undefined as unknown as string)).toEqual([]);
    expect(parseMarkup({ id: 'gold' } as unknown as string)).toEqual([]);
  });

  it('reads a long hostile text quickly and keeps every character', () => {
    const hostile = `${'[item:'.repeat(5000)}${'www.'.repeat(5000)}<script>`;
    const tokens = parseMarkup(hostile);
    const joined = tokens.map((token) => ('text' in token ? token.text : '')).join('');
    expect(joined).toBe(hostile);
  });
});

describe('link tags', () => {
  it('write a jewel as gem type then rarity, and a trinket as rarity then its type', () => {
    expect(jewelTag(2, 5)).toBe('[jewel:2:5]');
    expect(trinketTag(6, 2)).toBe('[trinket:6:2]');
    expect(trinketTag(4, null)).toBe('[trinket:4]');
  });

  it('read back as the jewel, trinket and item they name, and are what linkTag writes', () => {
    const [jewel] = parseMarkup(jewelTag(2, 5));
    expect(jewel).toEqual({ kind: 'jewel', gemType: 2, rarity: 5, name: 'Legendary Ruby Jewel' });
    const [trinket] = parseMarkup(trinketTag(6, 2));
    expect(trinket).toEqual({
      kind: 'trinket',
      rarity: 6,
      trinketType: 2,
      name: 'Mythical Gathering Trinket',
    });
    for (const tag of [
      jewelTag(4, 1),
      trinketTag(7, 1),
      trinketTag(3, null),
      itemTag('iron_bar'),
    ]) {
      const [token] = parseMarkup(tag);
      expect(token && linkTag(token)).toBe(tag);
    }
  });

  it('give no tag for a token that names nothing to link', () => {
    expect(linkTag({ kind: 'text', text: 'hello' })).toBeNull();
    expect(linkTag({ kind: 'nobility', rank: 3, name: 'Knight' })).toBeNull();
  });

  it('chatLinkProps carries the tag in the attribute shift-click reads', () => {
    expect(chatLinkProps('[jewel:1:7]')).toEqual({ 'data-chat-link': '[jewel:1:7]' });
  });
});
