import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import shared from '../../internal/shared.module.css';
import { Inline } from '../Inline/Inline';
import { Muted } from '../Muted/Muted';
import styles from './Page.module.css';

export interface PageProps {
  /** The page's name, its `h2`; also names the page region. */
  title: ReactNode;
  /** Id of the title, for links and tests that point at it. Default: a generated one. */
  titleId?: string | undefined;
  /** A sentence or two under the title (phrasing content: it is a paragraph). */
  intro?: ReactNode;
  /** Controls beside the title that act on the whole page (a refresh, a filter). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string | undefined;
}

/** A routed page: a region named by its `h2` title, then its content, spaced as every page is. */
export function Page({ title, titleId, intro, actions, children, className }: PageProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const heading = (
    <h2 id={headingId} className={shared.flush}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={cx(styles.page, className)}>
      {actions === undefined ? (
        heading
      ) : (
        <header className={styles.header}>
          {heading}
          <Inline>{actions}</Inline>
        </header>
      )}
      {intro !== undefined && <Muted>{intro}</Muted>}
      {children}
    </section>
  );
}
