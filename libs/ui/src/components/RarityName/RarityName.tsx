import { isRarity, rarityColour, rarityName } from '@idle/game-rules';
import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './RarityName.module.css';

export interface RarityNameProps {
  /** 1 (Common) to 7 (Celestial); anything else is unknown. */
  rarity: number;
  /** Shown, uncoloured, for an unknown rarity. Default: nothing. */
  fallback?: ReactNode;
  className?: string | undefined;
}

/** A rarity's name ("Rare") in bold, in the rarity's colour. */
export function RarityName({ rarity, fallback = null, className }: RarityNameProps) {
  if (!isRarity(rarity)) return fallback;
  return (
    <span className={cx(styles.rarity, className)} style={{ color: rarityColour(rarity) }}>
      {rarityName(rarity)}
    </span>
  );
}
