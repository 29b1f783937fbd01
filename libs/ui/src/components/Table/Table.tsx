import type { ReactNode } from 'react';
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
  className?: string;
}

export const TABLE_DEFAULT_EMPTY_TEXT = 'Nothing to show.';

/** A dense data table with a header row, zebra rows and an empty text. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  rowAttributes,
  emptyText = TABLE_DEFAULT_EMPTY_TEXT,
  caption,
  hideCaption = false,
  className,
}: TableProps<Row>) {
  return (
    <div className={cx(styles.wrapper, className)}>
      <table className={styles.table}>
        {caption !== undefined && (
          <caption className={cx(styles.caption, hideCaption && shared.visuallyHidden)}>
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
