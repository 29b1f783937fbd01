/**
 * The runecrafting stop-after-crafting and stop-after-fail checkboxes (spec 001 §4: they may
 * change mid-action), on the runecrafting home and progress screens. A change is saved at once
 * (`misc.php mod=runecraftingFlags`, both flags as 0 or 1) and put back when the server refuses.
 */
import type { RuneFlags } from '@idle/contracts';
import { useId, useState } from 'react';
import { saveRuneFlags } from '../api';
import shared from '../crafting/crafting.module.css';

export const STOP_AFTER_CRAFT_LABEL = 'Stop after crafting';
export const STOP_AFTER_FAIL_LABEL = 'Stop after a failed attempt';

function Checkbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={shared.checkbox}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.currentTarget.checked);
        }}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The flags of the kept `loadCrafting` answer, which a change rewrites. */
export function RuneFlagsControl({ flags }: { flags: RuneFlags }) {
  const [saving, setSaving] = useState(false);

  const change = async (next: RuneFlags) => {
    setSaving(true);
    try {
      await saveRuneFlags(next, flags);
    } catch {
      // The request layer has shown the refusal; the boxes show what the server keeps.
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className={shared.options} aria-label="Runecrafting options">
      <Checkbox
        label={STOP_AFTER_CRAFT_LABEL}
        checked={flags.stopAfterCraft}
        disabled={saving}
        onChange={(checked) => void change({ ...flags, stopAfterCraft: checked })}
      />
      <Checkbox
        label={STOP_AFTER_FAIL_LABEL}
        checked={flags.stopAfterFail}
        disabled={saving}
        onChange={(checked) => void change({ ...flags, stopAfterFail: checked })}
      />
    </fieldset>
  );
}
