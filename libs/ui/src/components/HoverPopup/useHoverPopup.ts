import { TIMINGS } from '@idle/game-rules';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

export interface PopupPosition {
  top: number;
  left: number;
}

export interface HoverPopupState<T extends HTMLElement> {
  open: boolean;
  position: PopupPosition;
  popupId: string;
  anchorRef: RefObject<T | null>;
  /** Handlers for the element the popup describes. */
  triggerProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: () => void;
    onKeyDown: (event: { key: string }) => void;
  };
}

/** Room kept between the popup and the viewport's right edge. */
const POPUP_MAX_WIDTH = 280;
const POPUP_GAP = 4;

/**
 * Hover popup timing: opens `delay` ms (80 by default) after the pointer enters or focus arrives,
 * closes at once when it leaves or on Escape.
 */
export function useHoverPopup<T extends HTMLElement>(
  delay: number = TIMINGS.HOVER_POPUP_DELAY,
  disabled = false,
): HoverPopupState<T> {
  const popupId = useId();
  const anchorRef = useRef<T>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<PopupPosition>({ top: 0, left: 0 });

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const show = useCallback(() => {
    if (disabled) return;
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const rect = anchorRef.current?.getBoundingClientRect();
      if (rect !== undefined) {
        const maxLeft = Math.max(0, window.innerWidth - POPUP_MAX_WIDTH - POPUP_GAP);
        setPosition({ top: rect.bottom + POPUP_GAP, left: Math.min(rect.left, maxLeft) });
      }
      setOpen(true);
    }, delay);
  }, [cancel, delay, disabled]);

  const hide = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return {
    open: open && !disabled,
    position,
    popupId,
    anchorRef,
    triggerProps: {
      onMouseEnter: show,
      onMouseLeave: hide,
      onFocus: show,
      onBlur: hide,
      onKeyDown: (event) => {
        if (event.key === 'Escape') hide();
      },
    },
  };
}
