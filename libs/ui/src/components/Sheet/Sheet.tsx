import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useModalFocus } from '../../internal/modal-focus';
import shared from '../../internal/shared.module.css';
import styles from './Sheet.module.css';

/** Where the sheet comes in from: the bottom (a sheet) or the left edge (a drawer). */
export type SheetSide = 'bottom' | 'left';

export interface SheetProps {
  /** Whether the sheet is shown. */
  open: boolean;
  /** Called when the player asks to close it (Escape, the close button, the backdrop). */
  onClose: () => void;
  /** Title of the sheet; also its accessible name. */
  title: ReactNode;
  /** The id of the dialog, for the `aria-controls` of the button that opens it. */
  id?: string;
  side?: SheetSide;
  /** Accessible name of the close button. Default "Close". */
  closeLabel?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal sheet over the page, in from the bottom or the left edge (a phone's chat, its panel
 * drawer). Unlike Modal it stays mounted while closed (hidden), so what it holds keeps its state,
 * its socket and its scroll position between openings. Open, the focus moves into it and cannot
 * leave, Escape and the backdrop close it, and the focus returns to where it was.
 */
export function Sheet({
  open,
  onClose,
  title,
  id,
  side = 'bottom',
  closeLabel = 'Close',
  children,
  className,
}: SheetProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // A modal opened from inside the sheet (a player's profile, a confirmation) owns the focus.
  const keepTabInside = useModalFocus(dialogRef, open, () => closeRef.current);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // An Escape a field or popup inside already used (a menu) is not the sheet's.
      if (event.defaultPrevented) return;
      event.stopPropagation();
      onClose();
      return;
    }
    keepTabInside(event);
  }

  return (
    <div
      className={styles.backdrop}
      hidden={!open}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={cx(styles.sheet, styles[side], className)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.titleBar}>
          <h2 id={titleId} className={shared.dialogTitle}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={onClose}
          >
            <span aria-hidden="true">{'\u00d7'}</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
