/** Notification markup drawn as React text nodes and elements, never as HTML. */
import { INVALID_ITEM_TEXT, rarityColour } from '@idle/game-rules';
import { $gameData } from '@idle/state';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { ItemDefinition } from '@idle/contracts';
import { cx } from '../../internal/cx';
import { ItemName } from '../ItemName/ItemName';
import { linkTag, parseMarkup, type MarkupToken } from './parse';
import styles from './Markup.module.css';

export interface MarkupProps {
  /** A server text with notification markup (see parse.ts for the syntax). */
  text: string;
  className?: string | undefined;
}

function ItemPiece({
  id,
  itemData,
}: {
  id: string;
  itemData: Record<string, ItemDefinition> | undefined;
}) {
  const item = itemData && Object.hasOwn(itemData, id) ? itemData[id] : undefined;
  if (!item) return <span className={styles.invalid}>{INVALID_ITEM_TEXT}</span>;
  return <ItemName itemId={id} item={item} showPopup={false} className={styles.tag ?? ''} />;
}

/** One item drawn as an `[item:{id}]` tag is: its name in its colour, or "[Invalid Item]". */
export function MarkupItem({ id }: { id: string }) {
  const data = useStore($gameData);
  return <ItemPiece id={id} itemData={data?.itemData} />;
}

function Piece({
  token,
  itemData,
}: {
  token: MarkupToken;
  itemData: Record<string, ItemDefinition> | undefined;
}) {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'item':
      return <ItemPiece id={token.id} itemData={itemData} />;
    case 'nobility':
      return <span className={cx(styles.tag, styles.nobility)}>{token.name}</span>;
    case 'jewel':
    case 'trinket':
      return (
        <span
          className={styles.tag}
          data-rarity={token.rarity}
          data-chat-link={linkTag(token) ?? undefined}
          style={{ color: rarityColour(token.rarity) }}
        >
          {token.name}
        </span>
      );
    case 'url':
      return (
        <a className={styles.link} href={token.href} target="_blank" rel="noopener noreferrer">
          {token.text}
        </a>
      );
  }
}

/** The pieces of {@link Markup} with no element around them, to flow into the caller's own. */
export function MarkupPieces({ text }: { text: string }) {
  const data = useStore($gameData);
  const tokens = useMemo(() => parseMarkup(text), [text]);
  return tokens.map((token, index) => (
    // Tokens of one text never move; their position is their identity.
    <Piece key={index} token={token} itemData={data?.itemData} />
  ));
}

/**
 * A text with its notification markup expanded: item names in their colour (from the item data
 * of `$gameData`; "[Invalid Item]" for an unknown id), nobility rank names, jewel and trinket
 * names in their rarity colour, and links. Everything else, HTML included, shows as text.
 */
export function Markup({ text, className }: MarkupProps) {
  return (
    <span className={cx(styles.markup, className)}>
      <MarkupPieces text={text} />
    </span>
  );
}
