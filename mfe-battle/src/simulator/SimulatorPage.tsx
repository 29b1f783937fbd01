/**
 * /simulator: the combat simulator. The player picks any mob, special area mob, dungeon room or
 * world boss; the game's own fight rules run thousands of times in a Web Worker, from the
 * player's own figures as the server computes them, and show the win rate with its 99% interval,
 * average rounds, kills, exp, gold and drops per hour, and the next breakpoints. Any attribute
 * or equipped item can be changed first ("what if"), recomputed by the same game-rules code.
 */
import type { LoadState } from '@idle/api-client';
import type { AttributeName, FightFiguresAnswer, ItemDefinition } from '@idle/contracts';
import {
  type Breakpoint,
  type CombatantStats,
  EQUIPMENT_SLOTS,
  equipmentTypeName,
  formatNumber,
  formatStatPercent,
  RARITY_MAX,
  RARITY_MIN,
  rarityName,
  type SimulationReport,
} from '@idle/game-rules';
import { $gameData, type GameData } from '@idle/state';
import {
  Button,
  EmptyState,
  Figure,
  Figures,
  ItemLabel,
  LoadError,
  LoadingState,
  Muted,
  NumberInput,
  Page,
  ProgressBar,
  Section,
  SelectField,
  Table,
  type TableColumn,
  TextInput,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useFightFigures } from '../api';
import { actionOfKey, type OpponentChoice, opponentChoices } from './opponents';
import { type SimulationSetUp, TARGET_WIN_PERCENT } from './simulation';
import { type SimulationState, useSimulation } from './useSimulation';
import {
  ATTRIBUTE_NAMES,
  initialWhatIf,
  type ItemText,
  PERCENT_ATTRIBUTES,
  type WhatIf,
  whatIfStats,
} from './what-if';
import styles from './SimulatorPage.module.css';

/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const FIGHT_FIGURES_LOAD_FAILED_TEXT = 'Your fight figures could not be loaded.';
export const NO_OPPONENT_TEXT = 'Choose an opponent to see how your fights against it go.';
export const READY_TEXT = 'Press Simulate to fight it thousands of times.';
export const FIGURES_OUT_OF_RANGE_TEXT =
  'Some figures are empty or out of range: enter whole numbers, and percents with at most two decimals.';

const ATTRIBUTE_LABELS: Record<AttributeName, string> = {
  health: 'Health',
  attack: 'Attack',
  defence: 'Defence',
  accuracy: 'Accuracy',
  dodge: 'Dodge',
};

/** A figure as the Attributes panel shows it: accuracy and dodge as percents ("50%"). */
function figureText(name: AttributeName, value: number): string {
  return PERCENT_ATTRIBUTES.has(name) ? formatStatPercent(value) : formatNumber(value);
}

/** A fraction in [0, 1] as a percent with one decimal: "82.3%". */
export function percentText(fraction: number): string {
  return `${formatNumber(fraction * 100, { fractionDigits: 1 })}%`;
}

/** What a breakpoint says: "Attack 31: you win in one hit fewer." */
export function breakpointText(breakpoint: Breakpoint): string {
  const figure = ATTRIBUTE_LABELS[breakpoint.figure];
  const value = `${figure} ${figureText(breakpoint.figure, breakpoint.value)}`;
  switch (breakpoint.kind) {
    case 'hitsToWin':
      return `${value}: you win in one hit fewer.`;
    case 'hitsToFall':
      return `${value}: your opponent needs one hit more to beat you.`;
    case 'doubleHits':
      return `${value}: you start to hit twice.`;
    case 'winRate':
      return `${value}: you win ${formatNumber(TARGET_WIN_PERCENT)}% of your fights.`;
  }
}

export interface SimulatorViewProps {
  /** The state of `areas.php?mod=loadFightFigures` for the chosen opponent's action. */
  figures: LoadState<FightFiguresAnswer>;
  onRetry: () => void;
  /** The chosen opponent's key ('' for none yet). */
  opponentKey: string;
  onOpponentChange: (key: string) => void;
  simulation: SimulationState;
  onSimulate: (setUp: SimulationSetUp) => void;
}

/** The simulator for a given state of its load and of its run (stories render it directly). */
export function SimulatorView(props: SimulatorViewProps) {
  return (
    <Page
      titleId="simulator-title"
      title="Combat Simulator"
      intro="Fight any opponent thousands of times with the game's own rules, from your own figures or from the ones you try."
    >
      <SimulatorContent {...props} />
    </Page>
  );
}

function SimulatorContent({
  figures,
  onRetry,
  opponentKey,
  onOpponentChange,
  simulation,
  onSimulate,
}: SimulatorViewProps) {
  const gameData = useStore($gameData);
  const [whatIf, setWhatIf] = useState<WhatIf | null>(null);
  const answer = figures.status === 'ready' ? figures.data : null;
  const choices = useMemo(
    () => (answer && gameData ? opponentChoices(gameData.areaData, answer) : []),
    [answer, gameData],
  );

  if (figures.status === 'loading' || !gameData) {
    return <LoadingState label="Loading your fight figures..." />;
  }
  if (figures.status === 'error') {
    return <LoadError message={FIGHT_FIGURES_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  const { fighter } = figures.data;
  const shown = whatIf ?? initialWhatIf(fighter);
  const stats = whatIfStats(fighter, shown);
  const opponent = choices.find((choice) => choice.key === opponentKey);
  const running = simulation.status === 'running';

  const simulate = () => {
    if (!opponent || !stats) return;
    onSimulate({
      player: stats,
      opponent: opponent.stats,
      rewards: opponent.rewards,
      bonuses: figures.data.rewards,
      actionDelayMs: figures.data.actionDelayMs,
      boss: opponent.boss,
    });
  };

  return (
    <>
      <Section title="Opponent">
        <SelectField
          label="Opponent"
          value={opponentKey}
          choices={[
            { value: '', label: 'Choose an opponent' },
            ...choices.map(({ key, label }) => ({ value: key, label })),
          ]}
          onChange={onOpponentChange}
        />
        {opponent && <OpponentFigures opponent={opponent} />}
      </Section>
      <Section title="Your figures">
        <WhatIfFields whatIf={shown} onChange={setWhatIf} equipmentTypes={gameData.equipmentData} />
        <Button
          size="sm"
          disabled={whatIf === null}
          onClick={() => {
            setWhatIf(null);
          }}
        >
          Use my own figures
        </Button>
        {stats ? (
          <FightFigures stats={stats} label="Your fight figures" />
        ) : (
          <Muted>{FIGURES_OUT_OF_RANGE_TEXT}</Muted>
        )}
      </Section>
      <Button variant="primary" disabled={!opponent || !stats || running} onClick={simulate}>
        Simulate
      </Button>
      <Section title="Outcome">
        <Outcome
          simulation={simulation}
          hasOpponent={opponent !== undefined}
          boss={opponent?.boss ?? false}
          items={gameData.itemData}
        />
      </Section>
    </>
  );
}

function FightFigures({ stats, label }: { stats: CombatantStats; label: string }) {
  return (
    <Figures label={label} align="end">
      <Figure label="Health">{formatNumber(stats.health)}</Figure>
      <Figure label="Attack">{formatNumber(stats.attack)}</Figure>
      <Figure label="Defence">{formatNumber(stats.defence)}</Figure>
      <Figure label="Accuracy">{formatStatPercent(stats.accuracy)}</Figure>
      <Figure label="Dodge">{formatStatPercent(stats.dodge)}</Figure>
      <Figure label="Damage bonus">{`${formatNumber(stats.damageBonus)}%`}</Figure>
    </Figures>
  );
}

function OpponentFigures({ opponent }: { opponent: OpponentChoice }) {
  return <FightFigures stats={opponent.stats} label={`${opponent.stats.name}'s figures`} />;
}

const RARITY_CHOICES = Array.from({ length: RARITY_MAX - RARITY_MIN + 1 }, (_, index) => {
  const rarity = RARITY_MIN + index;
  return { value: String(rarity), label: rarityName(rarity) };
});

/** The slot's item types by name ("Rusty Sword"), as the Equipment panel names them. */
function typeChoices(slot: keyof typeof EQUIPMENT_SLOTS, types: GameData['equipmentData']) {
  const info = EQUIPMENT_SLOTS[slot];
  return Object.entries(types).map(([type, data]) => ({
    value: type,
    label: equipmentTypeName(info.kind === 'weapon' ? data.weaponName : data.armorName, info.name),
  }));
}

function WhatIfFields({
  whatIf,
  onChange,
  equipmentTypes,
}: {
  whatIf: WhatIf;
  onChange: (whatIf: WhatIf) => void;
  equipmentTypes: GameData['equipmentData'];
}) {
  const setItem = (slot: string, field: keyof ItemText, text: string) => {
    const item = whatIf.equipped[slot];
    if (!item) return;
    onChange({ ...whatIf, equipped: { ...whatIf.equipped, [slot]: { ...item, [field]: text } } });
  };
  const setAttribute = (name: AttributeName, text: string) => {
    onChange({ ...whatIf, attributes: { ...whatIf.attributes, [name]: text } });
  };
  return (
    <div className={styles.fields}>
      <div className={styles.group} role="group" aria-label="Attributes">
        {ATTRIBUTE_NAMES.map((name) =>
          PERCENT_ATTRIBUTES.has(name) ? (
            <TextInput
              key={name}
              label={`${ATTRIBUTE_LABELS[name]} (%)`}
              value={whatIf.attributes[name]}
              inputMode="decimal"
              maxLength={16}
              onChange={(text) => {
                setAttribute(name, text);
              }}
            />
          ) : (
            <NumberInput
              key={name}
              label={ATTRIBUTE_LABELS[name]}
              value={whatIf.attributes[name]}
              maxLength={12}
              onChange={(text) => {
                setAttribute(name, text);
              }}
            />
          ),
        )}
      </div>
      {Object.entries(whatIf.equipped).map(([slotText, item]) => {
        const slot = Number(slotText) as keyof typeof EQUIPMENT_SLOTS;
        const name = EQUIPMENT_SLOTS[slot].name;
        return (
          <div key={slotText} className={styles.group} role="group" aria-label={name}>
            <NumberInput
              label={`${name} level`}
              value={item.level}
              maxLength={6}
              onChange={(text) => {
                setItem(slotText, 'level', text);
              }}
            />
            <SelectField
              label={`${name} type`}
              value={item.type}
              choices={typeChoices(slot, equipmentTypes)}
              onChange={(text) => {
                setItem(slotText, 'type', text);
              }}
            />
            <SelectField
              label={`${name} rarity`}
              value={item.rarity}
              choices={RARITY_CHOICES}
              onChange={(text) => {
                setItem(slotText, 'rarity', text);
              }}
            />
          </div>
        );
      })}
    </div>
  );
}

interface DropRow {
  itemId: string;
  perHour: number;
}

function Outcome({
  simulation,
  hasOpponent,
  boss,
  items,
}: {
  simulation: SimulationState;
  hasOpponent: boolean;
  boss: boolean;
  items: Readonly<Record<string, ItemDefinition>>;
}) {
  if (simulation.status === 'running') {
    return (
      <ProgressBar
        label="Fights simulated"
        value={simulation.done}
        max={Math.max(simulation.total, 1)}
      />
    );
  }
  if (simulation.status === 'failed') return <LoadError message={simulation.message} />;
  if (simulation.status === 'idle') {
    return <EmptyState message={hasOpponent ? READY_TEXT : NO_OPPONENT_TEXT} />;
  }
  const { report, breakpoints } = simulation.result;
  const dropColumns: TableColumn<DropRow>[] = [
    {
      key: 'item',
      header: 'Drop',
      render: (row) => <ItemLabel itemId={row.itemId} items={items} />,
    },
    {
      key: 'perHour',
      header: 'Per hour',
      align: 'right',
      render: (row) => formatNumber(row.perHour),
    },
  ];
  return (
    <>
      <Report report={report} boss={boss} />
      {report.drops.length > 0 && (
        <Table
          caption="Drops per hour"
          columns={dropColumns}
          rows={report.drops}
          rowKey={(row) => row.itemId}
        />
      )}
      <Section title="Next breakpoints" level={4} variant="plain">
        {breakpoints.length === 0 ? (
          <Muted>No figure within reach changes this fight.</Muted>
        ) : (
          <ul className={styles.breakpoints}>
            {breakpoints.map((breakpoint) => (
              <li key={`${breakpoint.kind}:${breakpoint.figure}`}>{breakpointText(breakpoint)}</li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function Report({ report, boss }: { report: SimulationReport; boss: boolean }) {
  return (
    <Figures label="Simulated fights" align="end">
      <Figure label="Fights simulated">{formatNumber(report.fights)}</Figure>
      {!boss && (
        <Figure label="Win rate">
          {`${percentText(report.winRate)} (99% sure: ${percentText(report.winRateLow)} to ${percentText(report.winRateHigh)})`}
        </Figure>
      )}
      <Figure label="Average rounds">{formatNumber(report.averageRounds)}</Figure>
      {boss && <Figure label="Damage per hour">{formatNumber(report.damagePerHour)}</Figure>}
      {!boss && <Figure label="Kills per hour">{formatNumber(report.killsPerHour)}</Figure>}
      <Figure label="Exp per hour">{formatNumber(report.expPerHour)}</Figure>
      {!boss && <Figure label="Gold per hour">{formatNumber(report.goldPerHour)}</Figure>}
    </Figures>
  );
}

/** The routed screen: the figures for the chosen opponent's action, and the worker's run. */
export function SimulatorPage() {
  const [opponentKey, setOpponentKey] = useState('');
  const figures = useFightFigures(actionOfKey(opponentKey));
  const simulation = useSimulation();
  return (
    <SimulatorView
      figures={figures.state}
      onRetry={figures.reload}
      opponentKey={opponentKey}
      onOpponentChange={setOpponentKey}
      simulation={simulation.state}
      onSimulate={simulation.simulate}
    />
  );
}
