/**
 * Waiting for the page to have shown itself before starting work it does not need to show: the
 * frame being prepared is painted, then the browser is given an idle moment.
 */

/** The longest wait for an idle moment, and for a frame (a tab in the background paints none). */
export const AFTER_PAINT_TIMEOUT_MS = 1000;

/**
 * Resolves once the next frame has been painted and the browser has had an idle moment (at most
 * AFTER_PAINT_TIMEOUT_MS later), or after AFTER_PAINT_TIMEOUT_MS if no frame comes.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.clearTimeout(noFrame);
      resolve();
    };
    const noFrame = window.setTimeout(finish, AFTER_PAINT_TIMEOUT_MS);
    window.requestAnimationFrame(() => {
      // A frame callback runs before that frame's paint: a task queued here runs after it.
      window.setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') {
          window.requestIdleCallback(finish, { timeout: AFTER_PAINT_TIMEOUT_MS });
        } else {
          finish();
        }
      }, 0);
    });
  });
}
