import { cx } from '../../internal/cx';
import shared from '../../internal/shared.module.css';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Text read by assistive technology. Default "Loading". */
  label?: string;
  /** Hide it from assistive technology when the text next to it already says it (LoadingState). */
  decorative?: boolean;
  className?: string;
}

/** A spinning ring. */
export function Spinner({
  size = 'md',
  label = 'Loading',
  decorative = false,
  className,
}: SpinnerProps) {
  if (decorative) {
    return <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true" />;
  }
  return (
    <span role="status" className={cx(styles.wrapper, className)}>
      <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
      <span className={shared.visuallyHidden}>{label}</span>
    </span>
  );
}
