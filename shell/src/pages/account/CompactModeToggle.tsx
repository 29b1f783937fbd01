/** The /preferences switch of compact mode, with what it does. */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $compactMode } from './compact-mode';

export const COMPACT_MODE_HINT =
  'Hides the decorations of the top bar and turns off animations, on this device.';

export function CompactModeToggle() {
  const compact = useStore($compactMode);
  const hint = useId();
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={compact}
          aria-describedby={hint}
          onChange={(event) => $compactMode.set(event.target.checked)}
        />{' '}
        Compact mode
      </label>
      <p id={hint}>{COMPACT_MODE_HINT}</p>
    </>
  );
}
