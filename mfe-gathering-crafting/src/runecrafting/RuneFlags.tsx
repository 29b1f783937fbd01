/**
 * The runecrafting stop-after-crafting and stop-after-fail checkboxes (spec 001 §4: they may
 * change mid-action), on the runecrafting home and progress screens. A change is saved at once
 * (`misc.php mod=runecraftingFlags`, both flags as 0 or 1) and put back when the server refuses.
 */
import { api } from '@idle/api-client';
import { ENDPOINTS, type RuneFlags } from '@idle/contracts';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $runeFlags } from '../crafting/crafting-data';
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

export function RuneFlagsControl({ fallback }: { fallback: RuneFlags }) {
  const flags = useStore($runeFlags) ?? fallback;
  const [saving, setSaving] = useState(false);

  const change = async (next: RuneFlags) => {
    const previous = flags;
    $runeFlags.set(next);
    setSaving(true);
    try {
      await api.call(ENDPOINTS.crafting.runecraftingFlags, {
        stopAfterCraft: next.stopAfterCraft ? 1 : 0,
        stopAfterFail: next.stopAfterFail ? 1 : 0,
      });
    } catch {
      // The request layer has shown the refusal; the boxes show what the server keeps.
      $runeFlags.set(previous);
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
