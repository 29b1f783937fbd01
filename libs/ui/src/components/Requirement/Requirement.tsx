import type { ReactNode } from 'react';
import styles from './Requirement.module.css';

export interface RequirementProps {
  /** Whether the player has what it asks (a level reached, enough of an item). */
  met: boolean;
  /** What it asks: "Level 40", "12 / 30". */
  children: ReactNode;
}

/** A level or an amount something asks for: plain once met, in bold red while the player is short. */
export function Requirement({ met, children }: RequirementProps) {
  return <span className={met ? undefined : styles.short}>{children}</span>;
}
