/** The Use control of a potion row (spec 002 section 7: `items.php mod=useItem`). */
import { api, useServerCall } from '@idle/api-client';
import { ENDPOINTS, type UseItemAnswer } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { $misc, applyItemChanges, notify } from '@idle/state';
import { Button, NumberInput } from '@idle/ui';
import { useState } from 'react';
import { type OwnedItem, parseUseAmount, USE_AMOUNT_MAX_LENGTH } from './inventory-rules';
import styles from './InventoryPage.module.css';

/** The success text of drinking potions. Ours: the spec gives none. */
export function potionUsedText(used: number, name: string): string {
  return `You used ${formatNumber(used)} ${name}.`;
}

export function PotionUse({ entry }: { entry: OwnedItem }) {
  const [input, setInput] = useState('1');
  const call = useServerCall();
  const busy = call.pending !== null;
  const parsed = parseUseAmount(input, entry.count);
  const { name } = entry.item;

  // A refusal was shown by the request layer; nothing changes then.
  const use = (amount: number) =>
    call.run(
      'useItem',
      () => api.call(ENDPOINTS.inventory.useItem, { id: entry.id, amount }),
      (answer) => {
        const used = Number.isFinite(answer.used) && answer.used > 0 ? answer.used : 0;
        applyItemChanges([], [{ id: entry.id, amount: used }]);
        // Trust no shape: only a map of potions is merged into misc.potions.
        const potionData: unknown = answer.potionData;
        const misc = $misc.get();
        if (misc && typeof potionData === 'object' && potionData !== null) {
          $misc.set({
            ...misc,
            potions: { ...misc.potions, ...(potionData as UseItemAnswer['potionData']) },
          });
        }
        notify('success', potionUsedText(used, name));
        setInput('1');
      },
    );

  return (
    <form
      className={styles.use}
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.ok) void use(parsed.value);
      }}
    >
      <NumberInput
        label={`Amount of ${name} to use`}
        hideLabel
        inline
        inputClassName={styles.useInput ?? ''}
        maxLength={USE_AMOUNT_MAX_LENGTH}
        value={input}
        onChange={setInput}
        error={parsed.ok ? undefined : parsed.error}
        disabled={busy}
      />
      <Button type="submit" size="sm" aria-label={`Use ${name}`} disabled={!parsed.ok || busy}>
        Use
      </Button>
    </form>
  );
}
