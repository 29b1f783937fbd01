/**
 * /leaderboard/{id} (spec 001 sections 2, 3 and 7): one board, `misc.php mod=leaderboards id`,
 * as a table of rank, player (nobility rank, name linking to the profile, Mod/Admin) and value
 * with thousands separators; the player's own row is highlighted. The categories stay beside it.
 */
import type { LoadState } from '@idle/api-client';
import type { LeaderboardRow, LeaderboardsAnswer } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { $player } from '@idle/state';
import { EmptyState, LoadError, LoadingState, Page } from '@idle/ui';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLeaderboards } from '../../api';
import styles from './InfoPages.module.css';
import pageStyles from '../page.module.css';
import { LeaderboardCategories } from './LeaderboardCategories';
import { PlayerName } from './PlayerName';

export const LEADERBOARD_FAILED_TEXT = 'This leaderboard could not be loaded.';
/** The answer came without a board (an id the server does not know). */
export const UNKNOWN_LEADERBOARD_TEXT = 'There is no such leaderboard.';
export const EMPTY_LEADERBOARD_TEXT = 'Nobody is ranked on this leaderboard yet.';

/** A number as shown, or the value as it came when it is not a finite number. */
function shown(value: number): string {
  return Number.isFinite(value) ? formatNumber(value) : String(value);
}

interface BoardTableProps {
  name: string;
  rows: readonly LeaderboardRow[];
  /** The player's user id: that row is highlighted. */
  ownUserid: number | null;
}

function BoardTable({ name, rows, ownUserid }: BoardTableProps) {
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{name}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.numeric}>
              Rank
            </th>
            <th scope="col">Player</th>
            <th scope="col" className={styles.numeric}>
              {name}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([rank, userid, username, nobilityRank, accountStatus, value]) => {
            const own = userid === ownUserid;
            return (
              <tr
                key={`${String(rank)}-${String(userid)}`}
                className={own ? styles.ownRow : undefined}
                aria-current={own ? 'true' : undefined}
              >
                <td className={styles.numeric}>{shown(rank)}</td>
                <td>
                  <PlayerName
                    userid={userid}
                    username={username}
                    nobilityRank={nobilityRank}
                    accountStatus={accountStatus}
                  />
                  {own && <span className={styles.you}> (you)</span>}
                </td>
                <td className={styles.numeric}>{shown(value)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export interface LeaderboardViewProps {
  /** The board asked for. */
  id: number;
  state: LoadState<LeaderboardsAnswer>;
  /** The player's user id, whose row is highlighted; null before the game data is loaded. */
  ownUserid: number | null;
  onRetry: () => void;
}

/** What /leaderboard/{id} shows: loading, error with Retry, an empty board, or the board. */
export function LeaderboardView({ id, state, ownUserid, onRetry }: LeaderboardViewProps) {
  let title = 'Leaderboard';
  let body: ReactNode;
  let categories: ReactNode = null;
  if (state.status === 'loading') body = <LoadingState label="Loading the leaderboard..." />;
  else if (state.status === 'error')
    body = <LoadError message={LEADERBOARD_FAILED_TEXT} onRetry={onRetry} />;
  else {
    const { board } = state.data;
    if (state.data.categories.length > 0) {
      categories = <LeaderboardCategories categories={state.data.categories} currentId={id} />;
    }
    if (board === null) body = <LoadError message={UNKNOWN_LEADERBOARD_TEXT} />;
    else {
      title = board.name;
      body =
        board.rows.length === 0 ? (
          <EmptyState message={EMPTY_LEADERBOARD_TEXT} />
        ) : (
          <BoardTable name={board.name} rows={board.rows} ownUserid={ownUserid} />
        );
    }
  }
  return (
    <Page className={pageStyles.page} title={title} titleId="leaderboard-title">
      <p className={styles.backLink}>
        <Link to="/leaderboards">All leaderboards</Link>
      </p>
      <div className={styles.boardLayout}>
        {categories}
        <div className={styles.boardBody}>{body}</div>
      </div>
    </Page>
  );
}

export interface LeaderboardPageProps {
  /** The board's id, from the route. */
  id: number;
}

/** /leaderboard/{id}: loads the board (again when the id changes, and on Retry). */
export function LeaderboardPage({ id }: LeaderboardPageProps) {
  const player = useStore($player);
  const { state, reload: retry } = useLeaderboards(id);
  return (
    <LeaderboardView id={id} state={state} ownUserid={player?.userid ?? null} onRetry={retry} />
  );
}
