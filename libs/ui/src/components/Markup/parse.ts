/**
 * Notification markup (spec 000 sections 3 and 5): the tags a server text (a notification, a log
 * entry) may carry, read into tokens that are then rendered as text, never as HTML.
 *
 * Syntax (tag names are case-insensitive, nothing else is):
 *
 * | markup                          | shows                                                       |
 * | ------------------------------- | ----------------------------------------------------------- |
 * | `[item:{id}]`                   | the item's name in its colour; "[Invalid Item]" if unknown  |
 * | `[nobility:{n}]`                | nobility rank n (1 to 27), e.g. `[nobility:3]` "Knight"     |
 * | `[jewel:{gemType}:{rarity}]`    | gem type 1-4, rarity 1-7: `[jewel:2:5]` "Legendary Ruby Jewel" in the rarity colour |
 * | `[trinket:{rarity}]`            | rarity 1-7: `[trinket:4]` "Epic Trinket" in the rarity colour |
 * | `[trinket:{rarity}:{type}]`     | type 1 battling, 2 gathering: `[trinket:6:2]` "Mythical Gathering Trinket" |
 * | `http://…`, `https://…`, `www.…` | a link opening in a new tab; "http://" is put in front of `www.` |
 *
 * A nobility, jewel or trinket tag whose numbers are out of range stays as the text it is. Trailing
 * punctuation (`.`, `,`, `!`, `?`, `;`, `:`, quotes, an unmatched `)`) is not part of a url.
 * Everything else, `<script>` included, is plain text.
 */
import {
  gemTypeName,
  nobilityRankName,
  NOBILITY_RANK_MAX,
  NOBILITY_RANK_MIN,
  RARITY_MAX,
  RARITY_MIN,
  rarityName,
  trinketTypeName,
  withUrlScheme,
} from '@idle/game-rules';

export type MarkupToken =
  | { readonly kind: 'text'; readonly text: string }
  /** An item tag; its name and colour come from the item data when rendered. */
  | { readonly kind: 'item'; readonly id: string }
  | { readonly kind: 'nobility'; readonly rank: number; readonly name: string }
  | {
      readonly kind: 'jewel';
      readonly gemType: number;
      readonly rarity: number;
      readonly name: string;
    }
  | {
      readonly kind: 'trinket';
      readonly rarity: number;
      /** 1 battling, 2 gathering; null when the tag does not say. */
      readonly trinketType: number | null;
      readonly name: string;
    }
  /** `text` as written; `href` with its scheme. */
  | { readonly kind: 'url'; readonly text: string; readonly href: string };

/** The tag that names an item in markup, e.g. `[item:iron_bar]`. */
export function itemTag(id: string): string {
  return `[item:${id}]`;
}

/** The tag that names a jewel in markup: gem type then rarity, e.g. `[jewel:2:5]`. */
export function jewelTag(gemType: number, rarity: number): string {
  return `[jewel:${String(gemType)}:${String(rarity)}]`;
}

/**
 * The tag that names a trinket in markup: rarity, then its type (1 battling, 2 gathering) when
 * known, e.g. `[trinket:6:2]` or `[trinket:4]`.
 */
export function trinketTag(rarity: number, trinketType: number | null): string {
  return trinketType === null
    ? `[trinket:${String(rarity)}]`
    : `[trinket:${String(rarity)}:${String(trinketType)}]`;
}

/**
 * The attribute that makes an element a chat link: shift-click on it (anywhere inside it) pastes
 * the tag into the chat input. Spread it on the element: `<h4 {...chatLinkProps(tag)}>`.
 */
export function chatLinkProps(tag: string): { readonly 'data-chat-link': string } {
  return { 'data-chat-link': tag };
}

/**
 * The tag an item, jewel or trinket token is written as (what shift-click pastes into the chat);
 * null for the other tokens.
 */
export function linkTag(token: MarkupToken): string | null {
  switch (token.kind) {
    case 'item':
      return itemTag(token.id);
    case 'jewel':
      return jewelTag(token.gemType, token.rarity);
    case 'trinket':
      return trinketTag(token.rarity, token.trinketType);
    default:
      return null;
  }
}

/** Tags and urls. A url may not follow a letter, digit, `@`, `.`, `/`, `:` or `-`. */
const MARKUP_PATTERN =
  /\[(item|nobility|jewel|trinket):([^[\]\r\n]*)\]|(?<![\w@./:-])((?:https?:\/\/|www\.)[^\s<>"'`[\]{}|\\^]+)/gi;

const TRAILING_PUNCTUATION = /[.,!?;:'"]$/;

function inRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The token of a tag, or null when its content is not valid (it then stays as text). */
function tagToken(tag: string, content: string): MarkupToken | null {
  switch (tag) {
    case 'item':
      return { kind: 'item', id: content };
    case 'nobility': {
      if (!/^\d{1,2}$/.test(content)) return null;
      const rank = Number(content);
      if (!inRange(rank, NOBILITY_RANK_MIN, NOBILITY_RANK_MAX)) return null;
      return { kind: 'nobility', rank, name: nobilityRankName(rank) };
    }
    case 'jewel': {
      const match = /^([1-4]):(\d)$/.exec(content);
      if (!match) return null;
      const gemType = Number(match[1]);
      const rarity = Number(match[2]);
      if (!inRange(rarity, RARITY_MIN, RARITY_MAX)) return null;
      return {
        kind: 'jewel',
        gemType,
        rarity,
        name: `${rarityName(rarity)} ${gemTypeName(gemType)} Jewel`,
      };
    }
    case 'trinket': {
      const match = /^(\d)(?::([12]))?$/.exec(content);
      if (!match) return null;
      const rarity = Number(match[1]);
      if (!inRange(rarity, RARITY_MIN, RARITY_MAX)) return null;
      const trinketType = match[2] === undefined ? null : Number(match[2]);
      const typeName = trinketType === null ? '' : ` ${capitalise(trinketTypeName(trinketType))}`;
      return {
        kind: 'trinket',
        rarity,
        trinketType,
        name: `${rarityName(rarity)}${typeName} Trinket`,
      };
    }
    default:
      return null;
  }
}

/** Splits a matched url from the punctuation that ends the sentence around it. */
function trimUrl(raw: string): { url: string; rest: string } {
  const prefix = /^(?:https?:\/\/|www\.)/i.exec(raw)?.[0].length ?? 0;
  let url = raw;
  while (url.length > prefix) {
    if (TRAILING_PUNCTUATION.test(url)) {
      url = url.slice(0, -1);
      continue;
    }
    if (url.endsWith(')')) {
      const opened = url.split('(').length - 1;
      const closed = url.split(')').length - 1;
      if (closed > opened) {
        url = url.slice(0, -1);
        continue;
      }
    }
    break;
  }
  return { url, rest: raw.slice(url.length) };
}

/** Whether a host follows the scheme or `www.` (a bare "www." or "www.." is not a link). */
function hasHost(url: string): boolean {
  return /^[^./]/.test(url.replace(/^(?:https?:\/\/|www\.)/i, ''));
}

/**
 * Reads notification markup into tokens, in order; neighbouring text is joined into one token.
 * Anything that is not a string gives no tokens.
 */
export function parseMarkup(text: string): MarkupToken[] {
  if (typeof text !== 'string') return [];
  const tokens: MarkupToken[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = tokens[tokens.length - 1];
    if (last?.kind === 'text')
      tokens[tokens.length - 1] = { kind: 'text', text: last.text + value };
    else tokens.push({ kind: 'text', text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(MARKUP_PATTERN)) {
    const [whole, tag, content, rawUrl] = match;
    pushText(text.slice(cursor, match.index));
    cursor = match.index + whole.length;
    if (tag !== undefined && content !== undefined) {
      const token = tagToken(tag.toLowerCase(), content);
      if (token) tokens.push(token);
      else pushText(whole);
    } else if (rawUrl !== undefined) {
      const { url, rest } = trimUrl(rawUrl);
      if (hasHost(url)) tokens.push({ kind: 'url', text: url, href: withUrlScheme(url) });
      else pushText(url);
      pushText(rest);
    }
  }
  pushText(text.slice(cursor));
  return tokens;
}
