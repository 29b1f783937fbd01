/**
 * /loadouts (issue 29): named sets of the trinkets, jewels and runes the player has equipped.
 * Save what is on now, equip a set in one click, bind a set to an activity so that starting it
 * puts the set on, save over a set or delete it. A set that can no longer go on says why.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import {
  LOADOUT_ACTIVITY_IDS,
  LOADOUT_NAME_MAX,
  type ItemDefinition,
  type Loadout,
  type LoadoutActivity,
  type LoadoutsAnswer,
} from '@idle/contracts';
import { formatCount, formatNumber, LOADOUT_ACTIVITIES, LOADOUTS_MAX } from '@idle/game-rules';
import { $gameData, notify } from '@idle/state';
import {
  Button,
  EmptyState,
  LoadError,
  LoadingState,
  Muted,
  Page,
  Section,
  SelectField,
  TextInput,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { bindLoadout, deleteLoadout, equipLoadout, saveLoadout, useLoadouts } from '../api';
import styles from './LoadoutsPage.module.css';

/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const LOADOUTS_LOAD_FAILED_TEXT = 'Your loadouts could not be loaded.';
export const NO_LOADOUTS_TEXT =
  'You have no loadouts yet. Equip the trinkets, jewels and runes you want, then save them here.';
export const LOADOUTS_INTRO_TEXT =
  'A loadout saves the trinkets, jewels and runes you have equipped. Equip it again in one click, or have it put on whenever an activity starts.';
export const EQUIPPED_NOW_TEXT = 'Equipped now';

const NO_ACTIVITY = { value: '', label: 'No activity' };
const ACTIVITY_CHOICES = [
  NO_ACTIVITY,
  ...LOADOUT_ACTIVITY_IDS.map((id) => ({ value: id, label: LOADOUT_ACTIVITIES[id].name })),
];

/** "2 trinkets, 1 jewel, 2 Fire Rune, 1 Wind Rune" (or "Nothing"). */
export function loadoutContentsText(
  loadout: Pick<Loadout, 'trinkets' | 'jewels' | 'runes'>,
  items: Readonly<Record<string, ItemDefinition>>,
): string {
  const parts: string[] = [];
  if (loadout.trinkets.length > 0) parts.push(formatCount(loadout.trinkets.length, 'trinket'));
  if (loadout.jewels.length > 0) parts.push(formatCount(loadout.jewels.length, 'jewel'));
  const runes = new Map<string, number>();
  for (const rune of loadout.runes) runes.set(rune, (runes.get(rune) ?? 0) + 1);
  for (const [rune, count] of runes)
    parts.push(`${formatNumber(count)} ${items[rune]?.name ?? rune}`);
  return parts.length === 0 ? 'Nothing' : parts.join(', ');
}

export interface LoadoutsViewProps {
  /** The state of `loadouts.php?mod=loadLoadouts`. */
  state: LoadState<LoadoutsAnswer>;
  onRetry: () => void;
}

/** The loadouts screen for a given state of `loadLoadouts` (stories render it directly). */
export function LoadoutsView({ state, onRetry }: LoadoutsViewProps) {
  return (
    <Page titleId="loadouts-title" title="Loadouts">
      <Muted>{LOADOUTS_INTRO_TEXT}</Muted>
      <LoadoutsContent state={state} onRetry={onRetry} />
    </Page>
  );
}

function LoadoutsContent({ state, onRetry }: LoadoutsViewProps) {
  const data = useStore($gameData);
  const call = useServerCall();
  const [name, setName] = useState('');
  const busy = call.pending !== null;

  if (state.status === 'loading' || !data) return <LoadingState label="Loading loadouts..." />;
  if (state.status === 'error')
    return <LoadError message={LOADOUTS_LOAD_FAILED_TEXT} onRetry={onRetry} />;

  const { loadouts } = state.data;
  const full = loadouts.length >= LOADOUTS_MAX;
  // A refusal was shown by the request layer; nothing changes then.
  const change = (key: string, request: () => Promise<{ message: string }>) =>
    call.run(key, request, (answer) => {
      notify('success', answer.message);
    });

  return (
    <>
      <Section title="Save what you have equipped" align="start">
        <form
          className={styles.save}
          onSubmit={(event) => {
            event.preventDefault();
            void change('save', () => saveLoadout(name.trim())).then((saved) => {
              if (saved) setName('');
            });
          }}
        >
          <TextInput
            label="Loadout name"
            value={name}
            onChange={setName}
            maxLength={LOADOUT_NAME_MAX}
            required
          />
          <Button type="submit" disabled={busy || full || name.trim() === ''}>
            Save as a new loadout
          </Button>
        </form>
        <Muted>
          {full
            ? `You have ${formatCount(LOADOUTS_MAX, 'loadout')}: save over one or delete one first.`
            : `${formatNumber(loadouts.length)} of ${formatNumber(LOADOUTS_MAX)} loadouts saved.`}
        </Muted>
      </Section>
      <Section title="Your loadouts">
        {loadouts.length === 0 ? (
          <EmptyState message={NO_LOADOUTS_TEXT} />
        ) : (
          <ul className={styles.list}>
            {loadouts.map((loadout) => (
              <li key={loadout.id}>
                <article
                  className={styles.loadout}
                  aria-labelledby={`loadout-${String(loadout.id)}`}
                >
                  <h4 id={`loadout-${String(loadout.id)}`} className={styles.name}>
                    {loadout.name}
                  </h4>
                  <p className={styles.contents}>{loadoutContentsText(loadout, data.itemData)}</p>
                  {loadout.state.kind === 'equipped' && (
                    <p className={styles.equipped}>{EQUIPPED_NOW_TEXT}</p>
                  )}
                  {loadout.state.kind === 'blocked' && (
                    <p className={styles.blocked}>{loadout.state.reason}</p>
                  )}
                  <SelectField
                    label="Equip when starting"
                    value={loadout.activity ?? ''}
                    choices={ACTIVITY_CHOICES}
                    onChange={(activity) => {
                      void change(`bind:${String(loadout.id)}`, () =>
                        bindLoadout(loadout.id, activity as LoadoutActivity | ''),
                      );
                    }}
                  />
                  <div className={styles.actions}>
                    <Button
                      variant="primary"
                      aria-label={`Equip ${loadout.name}`}
                      disabled={busy || loadout.state.kind !== 'ready'}
                      onClick={() => {
                        void change(`equip:${String(loadout.id)}`, () => equipLoadout(loadout.id));
                      }}
                    >
                      Equip
                    </Button>
                    <Button
                      aria-label={`Save over ${loadout.name} with what you have equipped`}
                      disabled={busy}
                      onClick={() => {
                        void change(`save:${String(loadout.id)}`, () =>
                          saveLoadout(loadout.name, loadout.id),
                        );
                      }}
                    >
                      Save over
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`Delete ${loadout.name}`}
                      disabled={busy}
                      onClick={() => {
                        void change(`delete:${String(loadout.id)}`, () =>
                          deleteLoadout(loadout.id),
                        );
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

export function LoadoutsPage() {
  const loadouts = useLoadouts();
  return <LoadoutsView state={loadouts.state} onRetry={loadouts.reload} />;
}
