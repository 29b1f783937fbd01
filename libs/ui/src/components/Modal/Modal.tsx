import {
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../internal/cx';
import { focusableElements } from '../../internal/focusable';
import { useModalFocus } from '../../internal/modal-focus';
import shared from '../../internal/shared.module.css';
import styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the player asks to close it (Escape, the close button, the backdrop). */
  onClose: () => void;
  /** Title of the dialog; also its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Confirm and Cancel). */
  footer?: ReactNode;
  /** Whether the player may close it (Escape, close button, backdrop). Default true. */
  dismissible?: boolean;
  /** Whether a click on the backdrop closes it (when dismissible). Default true. */
  closeOnBackdropClick?: boolean;
  /** Element to focus when it opens; default the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. Default "Close". */
  closeLabel?: string;
  size?: ModalSize;
  className?: string;
}

/**
 * A modal dialog rendered over the page (portal into document.body): focus moves into it when it
 * opens, Tab and Shift+Tab stay inside, Escape closes it, and focus returns on close to the
 * element that had it before.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  closeOnBackdropClick = true,
  initialFocusRef,
  closeLabel = 'Close',
  size = 'md',
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // Mounted only while open: the focus moves in once per opening.
  const keepTabInside = useModalFocus(
    dialogRef,
    true,
    () =>
      initialFocusRef?.current ??
      (contentRef.current === null ? undefined : focusableElements(contentRef.current)[0]) ??
      dialogRef.current,
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    keepTabInside(event);
  }

  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget && dismissible && closeOnBackdropClick) onClose();
  }

  return (
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        onKeyDown={onKeyDown}
      >
        {/* Not a <header>: outside a sectioning element it would be a second page banner. */}
        <div className={styles.titleBar}>
          <h2 id={titleId} className={shared.dialogTitle}>
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">{'\u00d7'}</span>
            </button>
          )}
        </div>
        <div ref={contentRef} className={styles.body}>
          {children}
          {footer !== undefined && <div className={styles.footer}>{footer}</div>}
        </div>
      </div>
    </div>
  );
}
