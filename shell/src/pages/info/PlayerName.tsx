/**
 * A player as the info pages show one: nobility rank name, the name as a link to the profile,
 * and "Mod" or "Admin" for account status 50 or 100 (spec 000 sections 2 and 3).
 */
import { accountStatusLabel, nobilityRankName } from '@idle/game-rules';
import { Muted } from '@idle/ui';
import { Link } from 'react-router';
import styles from './InfoPages.module.css';

/** The name of a nobility rank, or null for a rank the server should never send. */
export function safeNobilityRankName(rank: number): string | null {
  try {
    return nobilityRankName(rank);
  } catch {
    return null;
  }
}

/** "Mod", "Admin" or null (any other status, or one that is not a number). */
export function safeAccountStatusLabel(status: number): string | null {
  try {
    return accountStatusLabel(status);
  } catch {
    return null;
  }
}

/** The route of a player's profile. */
export function profilePath(userid: number): string {
  return `/player_profile/${String(userid)}`;
}

export interface PlayerNameProps {
  userid: number;
  username: string;
  /** Shown before the name when given. */
  nobilityRank?: number;
  /** 50 adds "Mod", 100 adds "Admin". */
  accountStatus?: number;
}

export function PlayerName({ userid, username, nobilityRank, accountStatus }: PlayerNameProps) {
  const rank = nobilityRank === undefined ? null : safeNobilityRankName(nobilityRank);
  const status = accountStatus === undefined ? null : safeAccountStatusLabel(accountStatus);
  return (
    <span className={styles.player}>
      {rank !== null && (
        <>
          <Muted inline>{rank}</Muted>{' '}
        </>
      )}
      <Link to={profilePath(userid)}>{username}</Link>
      {status !== null && (
        <>
          {' '}
          <span className={status === 'Admin' ? styles.admin : styles.mod}>{status}</span>
        </>
      )}
    </span>
  );
}
