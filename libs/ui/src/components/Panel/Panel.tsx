import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import shared from '../../internal/shared.module.css';
import { useControllableState } from '../../internal/useControllableState';
import styles from './Panel.module.css';

export interface PanelProps {
  /** Text of the title bar; also names the panel region. */
  title: ReactNode;
  children?: ReactNode;
  /** Whether the title bar has a collapse toggle. Default true. */
  collapsible?: boolean;
  /** Controlled collapsed state; leave undefined to let the panel keep its own. */
  collapsed?: boolean;
  /** Initial state when uncontrolled. Default false. */
  defaultCollapsed?: boolean;
  /** Called with the new collapsed state when the toggle is pressed. */
  onToggle?: (collapsed: boolean) => void;
  /** Extra controls at the right of the title bar (e.g. a Close button). */
  actions?: ReactNode;
  /** Level of the title heading. Default 2. */
  headingLevel?: 2 | 3 | 4;
  id?: string;
  className?: string;
}

/** A compact panel with a title bar, optionally collapsible (controlled or not). */
export function Panel({
  title,
  children,
  collapsible = true,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onToggle,
  actions,
  headingLevel = 2,
  id,
  className,
}: PanelProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const toggleId = `${baseId}-toggle`;
  const bodyId = `${baseId}-body`;
  const [collapsed, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed, onToggle);
  const isCollapsed = collapsible && collapsed;
  const Heading = `h${headingLevel}` as const;

  return (
    <section
      id={id}
      className={cx(styles.panel, isCollapsed && styles.collapsed, className)}
      aria-labelledby={titleId}
    >
      <header className={styles.titleBar}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        {collapsible && (
          <button
            type="button"
            id={toggleId}
            className={styles.toggle}
            aria-expanded={!isCollapsed}
            aria-controls={bodyId}
            aria-labelledby={`${toggleId} ${titleId}`}
            onClick={() => {
              setCollapsed(!isCollapsed);
            }}
          >
            <span className={shared.visuallyHidden}>{isCollapsed ? 'Expand' : 'Collapse'}</span>
            <span aria-hidden="true">{isCollapsed ? '+' : '\u2212'}</span>
          </button>
        )}
      </header>
      <div id={bodyId} className={styles.body} hidden={isCollapsed}>
        {children}
      </div>
    </section>
  );
}
