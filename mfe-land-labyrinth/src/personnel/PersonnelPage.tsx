/**
 * /land/personnel (spec 002 §2, §3, §5, §9): each person of the land with rarity, level and
 * description, the bonus at each tier level (reached tiers marked), and Upgrade level (gold,
 * below level 150) and Upgrade rarity (credits, below rarity 6) with their costs, green when the
 * inventory pays, red otherwise.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { LoadPersonnelAnswer, Personnel } from '@idle/contracts';
import {
  canUpgradePersonnelLevel,
  canUpgradePersonnelRarity,
  PERSONNEL_BONUS_TIER_LEVELS,
  PERSONNEL_MAX_LEVEL,
} from '@idle/game-rules';
import { notify } from '@idle/state';
import {
  Button,
  EmptyState,
  LoadError,
  LoadingState,
  Muted,
  Page,
  RarityName,
  Inline,
} from '@idle/ui';
import { type PersonnelUpgrade, upgradePersonnel, usePersonnel, type WithPlot } from '../api';
import { CostList } from '../land/parts';
import { NoPlotNotice } from '../land/plot-gate';
import styles from './PersonnelPage.module.css';

export const PERSONNEL_LOADING_TEXT = 'Loading your personnel...';
export const PERSONNEL_LOAD_FAILED_TEXT = 'Your personnel could not be loaded.';
export const NO_PERSONNEL_TEXT = 'Your land has no personnel yet.';
export const PERSONNEL_NEED_PLOT_TEXT = 'Your personnel work on your plot.';
export const MAX_LEVEL_TEXT = 'Maximum level.';
export const MAX_RARITY_TEXT = 'Maximum rarity.';

export const personnelUpgradedText = (name: string) => `Your ${name} has been upgraded.`;

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
  type: PersonnelUpgrade;
  busy: boolean;
  onUpgrade: (person: Personnel, type: PersonnelUpgrade) => void;
}) {
  const offered =
    type === 'level'
      ? canUpgradePersonnelLevel(person.level) && person.upgLevelCost !== null
      : canUpgradePersonnelRarity(person.rarity) && person.upgRarityCost !== null;
  const label = type === 'level' ? 'Upgrade level' : 'Upgrade rarity';
  if (!offered) {
    return <Muted>{type === 'level' ? MAX_LEVEL_TEXT : MAX_RARITY_TEXT}</Muted>;
  }
  const cost =
    type === 'level'
      ? { id: 'gold', amount: person.upgLevelCost ?? 0 }
      : { id: 'credits', amount: person.upgRarityCost ?? 0 };
  return (
    <Inline align="center" justify="between" gap={2} wrap={false}>
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
    </Inline>
  );
}

function PersonnelContent({ answer }: { answer: LoadPersonnelAnswer }) {
  const { personnel } = answer;
  const call = useServerCall();
  const upgrade = (person: Personnel, type: PersonnelUpgrade) =>
    void call.run(
      `${person.id}:${type}`,
      () => upgradePersonnel(person, type),
      () => {
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
          <Muted>{person.description}</Muted>
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
    <Page title="Personnel" titleId="personnel-title">
      {content}
    </Page>
  );
}

export function PersonnelPage() {
  const personnel = usePersonnel();
  return <PersonnelView state={personnel.state} onRetry={personnel.reload} />;
}
