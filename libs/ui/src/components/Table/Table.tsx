import { type ReactNode, useEffect, useId, useState } from 'react';
import { cx } from '../../internal/cx';
import shared from '../../internal/shared.module.css';
import styles from './Table.module.css';

export type TableAlign = 'left' | 'center' | 'right';

export interface TableColumn<Row> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  /**
   * Keep the header for assistive technology only, e.g. a column of buttons whose header would
   * only repeat them on screen. Every column keeps a header: an empty one names nothing.
   */
  hideHeader?: boolean;
  /** The cell of this column for a row. */
  render: (row: Row, index: number) => ReactNode;
  /** Alignment of header and cells; numbers read best right-aligned. Default left. */
  align?: TableAlign;
  /** CSS width of the column (e.g. "6em", 80). */
  width?: string | number;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Stable key of a row. */
  rowKey: (row: Row, index: number) => string | number;
  /** `data-*` attributes of a row's element (e.g. the chat link of the jewel a row shows). */
  rowAttributes?: (row: Row, index: number) => Readonly<Record<`data-${string}`, string>>;
  /** Shown in place of the rows when there are none. Default "Nothing to show." */
  emptyText?: ReactNode;
  /** Caption naming the table. */
  caption?: ReactNode;
  /** Keep the caption for assistive technology only. Default false. */
  hideCaption?: boolean;
  /**
   * Name of the table's scroll region when it has no caption (a phone scrolls a wide table inside
   * itself). Default "Table".
   */
  label?: string;
  className?: string;
}

export const TABLE_DEFAULT_EMPTY_TEXT = 'Nothing to show.';

/**
 * Whether `element` is narrower than what it holds, kept up to date as either changes size (a
 * phone turned, a column filled). Without ResizeObserver (tests) it is measured once.
 */
function useOverflows(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (element === null) return;
    const measure = () => {
      setOverflows(element.scrollWidth > element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table !== null) observer.observe(table);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return overflows;
}

/**
 * A dense data table with a header row, zebra rows and an empty text. Wider than its place (a
 * phone), it scrolls sideways inside itself, never the page: its scroll region is then a named,
 * focusable region, so a keyboard can scroll it too.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  rowAttributes,
  emptyText = TABLE_DEFAULT_EMPTY_TEXT,
  caption,
  hideCaption = false,
  label = 'Table',
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflows(wrapper);
  return (
    <div
      ref={setWrapper}
      className={cx(styles.wrapper, className)}
      {...(overflows && {
        role: 'region',
        tabIndex: 0,
        ...(caption === undefined ? { 'aria-label': label } : { 'aria-labelledby': captionId }),
      })}
    >
      <table className={styles.table}>
        {caption !== undefined && (
          <caption
            id={captionId}
            className={cx(styles.caption, hideCaption && shared.visuallyHidden)}
          >
            {caption}
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={styles[column.align ?? 'left']}
                style={column.width === undefined ? undefined : { width: column.width }}
              >
                {column.hideHeader === true ? (
                  <span className={shared.visuallyHidden}>{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={Math.max(columns.length, 1)} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)} {...rowAttributes?.(row, index)}>
                {columns.map((column) => (
                  <td key={column.key} className={styles[column.align ?? 'left']}>
                    {column.render(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
