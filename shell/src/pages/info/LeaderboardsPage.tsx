/**
 * /leaderboards (spec 001 sections 2 and 7): the leaderboard categories, each a link to its
 * board (`misc.php mod=leaderboards` without an id answers the categories only).
 */
import { api } from '@idle/api-client';
import { ENDPOINTS, type LeaderboardsAnswer } from '@idle/contracts';
import { EmptyState, LoadError, LoadingState } from '@idle/ui';
import type { ReactNode } from 'react';
import styles from './InfoPages.module.css';
import { LeaderboardCategories } from './LeaderboardCategories';
import { type LoadState, useServerData } from '@idle/api-client';

export const NO_LEADERBOARDS_TEXT = 'There are no leaderboards yet.';
export const LEADERBOARDS_FAILED_TEXT = 'The leaderboards could not be loaded.';

/** An answer with its lists made safe to map over. */
export function normalizeLeaderboards(answer: LeaderboardsAnswer): LeaderboardsAnswer {
  const categories = Array.isArray(answer.categories) ? answer.categories : [];
  const board =
    answer.board && Array.isArray(answer.board.rows)
      ? answer.board
      : answer.board
        ? { ...answer.board, rows: [] }
        : null;
  return { categories, board };
}

export interface LeaderboardsViewProps {
  state: LoadState<LeaderboardsAnswer>;
  onRetry: () => void;
}

/** What /leaderboards shows: loading, error with Retry, no categories, or the categories. */
export function LeaderboardsView({ state, onRetry }: LeaderboardsViewProps) {
  let body: ReactNode;
  if (state.status === 'loading') body = <LoadingState label="Loading leaderboards..." />;
  else if (state.status === 'error')
    body = <LoadError message={LEADERBOARDS_FAILED_TEXT} onRetry={onRetry} />;
  else if (state.data.categories.length === 0) body = <EmptyState message={NO_LEADERBOARDS_TEXT} />;
  else body = <LeaderboardCategories categories={state.data.categories} />;
  return (
    <section className={styles.page} aria-labelledby="leaderboards-title">
      <h2 id="leaderboards-title" className={styles.title}>
        Leaderboards
      </h2>
      {body}
    </section>
  );
}

async function loadCategories(): Promise<LeaderboardsAnswer> {
  return normalizeLeaderboards(await api.call(ENDPOINTS.leaderboards.leaderboards));
}

/** /leaderboards: loads the categories, and again on Retry. */
export function LeaderboardsPage() {
  const { state, reload: retry } = useServerData(loadCategories, {
    key: 'leaderboards',
    failedText: LEADERBOARDS_FAILED_TEXT,
  });
  return <LeaderboardsView state={state} onRetry={retry} />;
}
