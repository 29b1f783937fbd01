/** The leaderboards: their categories (`misc.php mod=leaderboards`) and one board with them (`id`). */
import { useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type LeaderboardsAnswer } from '@idle/contracts';
import { useMemo } from 'react';
import { whenReady } from './when-ready';

/** An answer with its lists made safe to map over. */
function normalizeLeaderboards(answer: LeaderboardsAnswer): LeaderboardsAnswer {
  const categories = Array.isArray(answer.categories) ? answer.categories : [];
  const board =
    answer.board && Array.isArray(answer.board.rows)
      ? answer.board
      : answer.board
        ? { ...answer.board, rows: [] }
        : null;
  return { categories, board };
}

/** The categories, and the board `id` with them when given. */
export function useLeaderboards(id?: number): ServerData<LeaderboardsAnswer> {
  const { state, reload } = useQuery(
    ENDPOINTS.leaderboards.leaderboards,
    id === undefined ? undefined : { id },
  );
  return { state: useMemo(() => whenReady(state, normalizeLeaderboards), [state]), reload };
}
