import { type KeyboardEvent, type RefObject, useEffect } from 'react';
import { focusableElements } from './focusable';

/**
 * What every modal dialog (Modal, Sheet) does with the focus. While `open`: the focus moves to
 * `home()` and cannot leave the dialog (a modal opened above it owns the focus), and the page
 * under it does not scroll; once closed, the focus returns where it was. `home` is read when the
 * dialog opens and when the focus must come back. The returned handler keeps Tab and Shift+Tab
 * inside the dialog.
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  open: boolean,
  home: () => HTMLElement | null | undefined,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    home()?.focus();

    function onFocusIn(event: FocusEvent) {
      const target = event.target;
      if (dialog === null || !(target instanceof Element) || dialog.contains(target)) return;
      if (target.closest('[aria-modal="true"]') !== null) return;
      home()?.focus();
    }
    document.addEventListener('focusin', onFocusIn);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      if (previous?.isConnected === true) previous.focus();
    };
    // Once per opening: `home` reads refs, which are set by then.
  }, [open, dialogRef]);

  return (event) => {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || dialog === null) return;
    const focusable = focusableElements(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
