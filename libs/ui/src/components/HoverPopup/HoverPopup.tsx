import { TIMINGS } from '@idle/game-rules';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../internal/cx';
import styles from './HoverPopup.module.css';
import { useHoverPopup, type PopupPosition } from './useHoverPopup';

export interface HoverPopupProps {
  /** What the popup shows. */
  content: ReactNode;
  /** The element hovered or focused; give it a tab stop (a button, a link) for keyboard users. */
  children: ReactNode;
  /** Delay before it appears, in ms. Default TIMINGS.HOVER_POPUP_DELAY (80 ms). */
  delay?: number;
  /** Never show the popup. */
  disabled?: boolean;
  className?: string;
  popupClassName?: string;
}

export interface PopupSurfaceProps {
  id: string;
  position: PopupPosition;
  children: ReactNode;
  className?: string | undefined;
}

/** The floating box of a hover popup, drawn over everything (portal into document.body). */
export function PopupSurface({ id, position, children, className }: PopupSurfaceProps) {
  return createPortal(
    <div
      id={id}
      role="tooltip"
      className={cx(styles.popup, className)}
      style={{ top: position.top, left: position.left }}
    >
      {children}
    </div>,
    document.body,
  );
}

/**
 * A popup that appears after 80 ms of hover or focus over its children and goes at once when the
 * pointer or focus leaves (or on Escape). Its text describes the trigger (aria-describedby).
 */
export function HoverPopup({
  content,
  children,
  delay = TIMINGS.HOVER_POPUP_DELAY,
  disabled = false,
  className,
  popupClassName,
}: HoverPopupProps) {
  const { open, position, popupId, anchorRef, triggerProps } = useHoverPopup<HTMLSpanElement>(
    delay,
    disabled,
  );
  return (
    <span
      ref={anchorRef}
      className={cx(styles.anchor, className)}
      aria-describedby={open ? popupId : undefined}
      {...triggerProps}
    >
      {children}
      {open && (
        <PopupSurface id={popupId} position={position} className={popupClassName}>
          {content}
        </PopupSurface>
      )}
    </span>
  );
}
