import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages; 0 reads as 1. */
  pageCount: number;
  /** Called with the page asked for. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation. Default "Pagination". */
  label?: string;
  className?: string;
}

/** Previous and Next buttons around "Page x of y"; Previous is disabled on page 1, Next on the last. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const last = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  return (
    <nav aria-label={label} className={cx(styles.pagination, className)}>
      <Button
        size="sm"
        disabled={current <= 1}
        onClick={() => {
          onPageChange(current - 1);
        }}
      >
        Previous
      </Button>
      <span className={styles.status} aria-live="polite">
        Page {current} of {last}
      </span>
      <Button
        size="sm"
        disabled={current >= last}
        onClick={() => {
          onPageChange(current + 1);
        }}
      >
        Next
      </Button>
    </nav>
  );
}
