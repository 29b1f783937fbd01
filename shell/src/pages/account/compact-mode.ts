/**
 * Compact mode (issue 18), a device preference: while on, the document root carries
 * `data-compact`, and shell.css hides the top bar's decorations and stills animations.
 */
import { devicePreference } from '@idle/state';

export const $compactMode = devicePreference<boolean>('compactMode', false, {
  decode: (stored) => (typeof stored === 'boolean' ? stored : undefined),
});

/** Keeps `data-compact` on `root` in step with the preference; returns the function that stops. */
export function applyCompactMode(root: HTMLElement): () => void {
  const stop = $compactMode.subscribe((compact) => {
    root.toggleAttribute('data-compact', compact);
  });
  return () => {
    stop();
    root.removeAttribute('data-compact');
  };
}
