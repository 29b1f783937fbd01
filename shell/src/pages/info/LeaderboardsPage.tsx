/**
 * /leaderboards (spec 001 sections 2 and 7): the leaderboard categories, each a link to its
 * board (`misc.php mod=leaderboards` without an id answers the categories only).
 */
import type { LoadState } from '@idle/api-client';
import type { LeaderboardsAnswer } from '@idle/contracts';
import { EmptyState, LoadError, LoadingState, Page } from '@idle/ui';
import type { ReactNode } from 'react';
import { useLeaderboards } from '../../api';
import pageStyles from '../page.module.css';
import { LeaderboardCategories } from './LeaderboardCategories';

export const NO_LEADERBOARDS_TEXT = 'There are no leaderboards yet.';
export const LEADERBOARDS_FAILED_TEXT = 'The leaderboards could not be loaded.';

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
    <Page className={pageStyles.page} title="Leaderboards" titleId="leaderboards-title">
      {body}
    </Page>
  );
}

/** /leaderboards: loads the categories, and again on Retry. */
export function LeaderboardsPage() {
  const { state, reload: retry } = useLeaderboards();
  return <LeaderboardsView state={state} onRetry={retry} />;
}
