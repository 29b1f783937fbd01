/** The list of leaderboard categories, each a link to `/leaderboard/{id}`. */
import type { LeaderboardCategory } from '@idle/contracts';
import { Link } from 'react-router';
import styles from './InfoPages.module.css';

/** The route of one leaderboard. */
export function leaderboardPath(id: number): string {
  return `/leaderboard/${String(id)}`;
}

export interface LeaderboardCategoriesProps {
  categories: readonly LeaderboardCategory[];
  /** The board on show, marked as the current page. */
  currentId?: number;
}

export function LeaderboardCategories({ categories, currentId }: LeaderboardCategoriesProps) {
  return (
    <nav aria-label="Leaderboard categories" className={styles.categories}>
      <ul className={styles.categoryList}>
        {categories.map((category) => {
          const current = category.id === currentId;
          return (
            <li key={category.id}>
              <Link
                to={leaderboardPath(category.id)}
                className={current ? styles.currentCategory : undefined}
                aria-current={current ? 'page' : undefined}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
