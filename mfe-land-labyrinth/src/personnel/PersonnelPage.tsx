/**
 * /land/personnel (spec 002 §2, §3, §5, §9): each person of the land with rarity, level and
 * description, the bonus at each tier level (reached tiers marked), and Upgrade level (gold,
 * below level 150) and Upgrade rarity (credits, below rarity 6) with their costs, green when the
 * inventory pays, red otherwise.
 */
import { api, type LoadState, useServerCall, useServerData } from '@idle/api-client';
import { ENDPOINTS, type LoadPersonnelAnswer, type Personnel } from '@idle/contracts';
import {
  canUpgradePersonnelLevel,
  canUpgradePersonnelRarity,
  PERSONNEL_BONUS_TIER_LEVELS,
  PERSONNEL_MAX_LEVEL,
} from '@idle/game-rules';
import { applyItemChanges, notify } from '@idle/state';
import { Button, EmptyState, LoadError, LoadingState, RarityName } from '@idle/ui';
import { useState } from 'react';
import { CostList } from '../land/parts';
import { loadWithPlot, NoPlotNotice, type WithPlot } from '../land/plot-gate';
import styles from './PersonnelPage.module.css';

export const PERSONNEL_LOADING_TEXT = 'Loading your personnel...';
export const PERSONNEL_LOAD_FAILED_TEXT = 'Your personnel could not be loaded.';
export const NO_PERSONNEL_TEXT = 'Your land has no personnel yet.';
export const PERSONNEL_NEED_PLOT_TEXT = 'Your personnel work on your plot.';
export const MAX_LEVEL_TEXT = 'Maximum level.';
export const MAX_RARITY_TEXT = 'Maximum rarity.';

export const personnelUpgradedText = (name: string) => `Your ${name} has been upgraded.`;

type UpgradeType = 'level' | 'rarity';

function Tiers({ person }: { person: Personnel }) {
  return (
    <table className={styles.tiers} aria-label={`${person.name} bonus tiers`}>
      <thead>
        <tr>
          <th scope="row">Level</th>
          {PERSONNEL_BONUS_TIER_LEVELS.map((level) => (
            <th key={level} scope="col">
              {level}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Bonus</th>
          {person.tiers.map((percent, index) => {
            const reached = index < person.stage;
            return (
              <td
                key={PERSONNEL_BONUS_TIER_LEVELS[index]}
                className={reached ? styles.reached : undefined}
                data-reached={reached}
              >
                {percent}%
              </td>
            );
          })}
        </tr>
      </tbody>
    </table>
  );
}

function Upgrade({
  person,
  type,
  busy,
  onUpgrade,
}: {
  person: Personnel;
  type: UpgradeType;
  busy: boolean;
  onUpgrade: (person: Personnel, type: UpgradeType) => void;
}) {
  const offered =
    type === 'level'
      ? canUpgradePersonnelLevel(person.level) && person.upgLevelCost !== null
      : canUpgradePersonnelRarity(person.rarity) && person.upgRarityCost !== null;
  const label = type === 'level' ? 'Upgrade level' : 'Upgrade rarity';
  if (!offered) {
    return <p className={styles.muted}>{type === 'level' ? MAX_LEVEL_TEXT : MAX_RARITY_TEXT}</p>;
  }
  const cost =
    type === 'level'
      ? { id: 'gold', amount: person.upgLevelCost ?? 0 }
      : { id: 'credits', amount: person.upgRarityCost ?? 0 };
  return (
    <div className={styles.upgrade}>
      <CostList costs={[cost]} label={`${person.name} ${label.toLowerCase()} cost`} />
      <Button
        size="sm"
        variant="primary"
        aria-label={`${label} of the ${person.name}`}
        disabled={busy}
        onClick={() => onUpgrade(person, type)}
      >
        {label}
      </Button>
    </div>
  );
}

function PersonnelContent({ answer }: { answer: LoadPersonnelAnswer }) {
  // The people as the last answer left them: the load, then each upgrade.
  const [personnel, setPersonnel] = useState(answer.personnel);
  const call = useServerCall();
  const upgrade = (person: Personnel, type: UpgradeType) =>
    void call.run(
      `${person.id}:${type}`,
      () => api.call(ENDPOINTS.land.upgradePersonnel, { personnel: person.id, type }),
      (upgraded) => {
        applyItemChanges([], upgraded.itemsToRemove);
        setPersonnel((people) =>
          people.map((other) => (other.id === person.id ? upgraded.personnelData : other)),
        );
        notify('success', personnelUpgradedText(person.name));
      },
    );
  if (personnel.length === 0) return <EmptyState message={NO_PERSONNEL_TEXT} />;
  return (
    <ul className={styles.people}>
      {personnel.map((person) => (
        <li key={person.id} aria-label={person.name} className={styles.person}>
          <h3>
            {person.name} <RarityName rarity={person.rarity} />
          </h3>
          <p>
            Level {person.level} / {PERSONNEL_MAX_LEVEL}
          </p>
          <p className={styles.muted}>{person.description}</p>
          <Tiers person={person} />
          <Upgrade person={person} type="level" busy={call.pending !== null} onUpgrade={upgrade} />
          <Upgrade person={person} type="rarity" busy={call.pending !== null} onUpgrade={upgrade} />
        </li>
      ))}
    </ul>
  );
}

export interface PersonnelViewProps {
  /** The state of `land.php?mod=loadPersonnel`, null without a plot. */
  state: LoadState<WithPlot<LoadPersonnelAnswer>>;
  onRetry: () => void;
}

/** The personnel screen for a given state of `loadPersonnel` (stories render it directly). */
export function PersonnelView({ state, onRetry }: PersonnelViewProps) {
  let content;
  if (state.status === 'loading') content = <LoadingState label={PERSONNEL_LOADING_TEXT} />;
  else if (state.status === 'error') {
    content = <LoadError message={PERSONNEL_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  } else if (state.data === null) content = <NoPlotNotice needs={PERSONNEL_NEED_PLOT_TEXT} />;
  else content = <PersonnelContent answer={state.data} />;
  return (
    <section aria-labelledby="personnel-title" className={styles.page}>
      <h2 id="personnel-title">Personnel</h2>
      {content}
    </section>
  );
}

export function PersonnelPage() {
  const personnel = useServerData(() => loadWithPlot(() => api.call(ENDPOINTS.land.loadPersonnel)));
  return <PersonnelView state={personnel.state} onRetry={personnel.reload} />;
}
