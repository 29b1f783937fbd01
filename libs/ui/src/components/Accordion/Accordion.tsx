import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useControllableState } from '../../internal/useControllableState';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Stable id of the item, reported by `onOpenChange`. */
  id: string;
  header: ReactNode;
  /** Quiet text at the end of the header, not bold: a level, a level range, a count left. */
  aside?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Whether several items may be open at once. Default false (opening one closes the others). */
  multiple?: boolean;
  /** Controlled open item ids; leave undefined to let the accordion keep its own. */
  openIds?: readonly string[];
  /** Initially open item ids when uncontrolled. */
  defaultOpenIds?: readonly string[];
  /** Called with the new list of open ids. */
  onOpenChange?: (openIds: readonly string[]) => void;
  /** Level of the header headings. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const NO_IDS: readonly string[] = [];

/**
 * WAI-ARIA accordion: each header is a real button (Enter and Space toggle it) with
 * aria-expanded and aria-controls; Up, Down, Home and End move between headers.
 */
export function Accordion({
  items,
  multiple = false,
  openIds: openIdsProp,
  defaultOpenIds = NO_IDS,
  onOpenChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const headerRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [openIds, setOpenIds] = useControllableState(openIdsProp, defaultOpenIds, onOpenChange);
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    const isOpen = openIds.includes(id);
    if (isOpen) setOpenIds(openIds.filter((open) => open !== id));
    else setOpenIds(multiple ? [...openIds, id] : [id]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const headers = headerRefs.current
      .slice(0, items.length)
      .filter((button): button is HTMLButtonElement => button !== null && !button.disabled);
    const current = headers.findIndex((button) => button === event.target);
    if (current === -1) return;
    let next: number;
    switch (event.key) {
      case 'ArrowDown':
        next = (current + 1) % headers.length;
        break;
      case 'ArrowUp':
        next = (current - 1 + headers.length) % headers.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = headers.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    headers[next]?.focus();
  }

  return (
    <div className={cx(styles.accordion, className)} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const open = openIds.includes(item.id);
        const headerId = `${baseId}-header-${index}`;
        const regionId = `${baseId}-region-${index}`;
        return (
          <div key={item.id} className={cx(styles.item, open && styles.open)}>
            <Heading className={styles.heading}>
              <button
                ref={(button) => {
                  headerRefs.current[index] = button;
                }}
                type="button"
                id={headerId}
                className={styles.header}
                aria-expanded={open}
                aria-controls={regionId}
                disabled={item.disabled}
                onClick={() => {
                  toggle(item.id);
                }}
              >
                <span className={styles.chevron} aria-hidden="true">
                  {open ? '\u25be' : '\u25b8'}
                </span>
                {item.aside === undefined ? (
                  <span className={styles.headerText}>{item.header}</span>
                ) : (
                  <span className={cx(styles.headerText, styles.split)}>
                    <span>{item.header}</span>
                    <span className={styles.aside}>{item.aside}</span>
                  </span>
                )}
              </button>
            </Heading>
            <div
              id={regionId}
              role="region"
              aria-labelledby={headerId}
              className={styles.content}
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
