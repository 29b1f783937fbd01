/** The Use control of a potion row (spec 002 section 7: `items.php mod=useItem`). */
import { useServerCall } from '@idle/api-client';
import { formatNumber } from '@idle/game-rules';
import { notify } from '@idle/state';
import { Button, NumberInput } from '@idle/ui';
import { useState } from 'react';
import { type OwnedItem, parseUseAmount, USE_AMOUNT_MAX_LENGTH } from './inventory-rules';
import { drinkPotions } from '../api';
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
      () => drinkPotions(entry.id, amount),
      (used) => {
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
