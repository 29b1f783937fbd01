/**
 * /gathering, the gathering result screen (spec 001 §2): the latest mining, woodcutting or
 * quarrying action's message, whether the gathering action bonus is active, the experience and
 * resource gained, the drops, the event taken part in, the clan tax notice and the item counts,
 * then the action tracker of the skill kept on this device (actions, resources, per hour, Reset).
 */
import type {
  GatheringResult,
  GatheringSkillId,
  ItemAmount,
  ItemDefinition,
} from '@idle/contracts';
import { bus } from '@idle/events';
import {
  actionBonusHint,
  formatNumber,
  GATHERING_SKILL_IDS,
  GATHERING_SKILLS,
  isRarity,
  perHour,
  WAITING_FOR_ACTION_TEXT,
} from '@idle/game-rules';
import { $action, $gameData, $lastTick } from '@idle/state';
import {
  Button,
  LoadError,
  LoadingState,
  Page,
  RarityName,
  Table,
  Figure,
  Figures,
  Muted,
  Stack,
  Text,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import { ItemLabel, itemNameText } from '@idle/ui';
import {
  $gatheringDrops,
  $gatheringTrackers,
  isGatheringSkill,
  resetGatheringTracker,
  trackerOf,
} from './tracker';
import styles from './GatheringPage.module.css';

export const BONUS_ACTIVE_TEXT = 'Active';
export const BONUS_INACTIVE_TEXT = 'Inactive';
export const NO_DROPS_TEXT = 'No drops this time.';
export const GATHERING_STOPPED_TITLE = 'The action stopped';
export const GATHERING_STOPPED_TEXT = 'It stopped before any gathering result came in.';
export const GATHERING_HOME_ROUTE = '/gathering/areas';

/** "3 Metal went to your clan as tax." */
export function clanTaxText(amount: number, resourceName: string): string {
  return `${formatNumber(amount)} ${resourceName} went to your clan as tax.`;
}

/** "Mining event: +25% resources". */
export function eventText(skill: GatheringSkillId, bonusPercent: number): string {
  return `${GATHERING_SKILLS[skill].name} event: +${formatNumber(bonusPercent)}% resources`;
}

/** The gathering skill the screen shows: the current action's, else the one with a result. */
function shownSkill(
  actionType: string | null,
  lastTick: Readonly<Partial<Record<string, unknown>>>,
): GatheringSkillId | null {
  if (isGatheringSkill(actionType)) return actionType;
  return GATHERING_SKILL_IDS.find((skill) => lastTick[skill] !== undefined) ?? null;
}

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.subsection}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

export function GatheringResultView({
  result,
  drops,
  items,
}: {
  result: GatheringResult;
  drops: readonly ItemAmount[];
  items: Readonly<Record<string, ItemDefinition>>;
}) {
  const { event } = result;
  const taxed = result.resTaxed ?? 0;
  const counts = Object.entries(result.itemCounts);
  return (
    <Stack>
      <p className={styles.message}>{result.msg}</p>
      <Figures>
        <Figure label="Action bonus">
          <Text
            tone={result.bonusActive ? 'success' : 'muted'}
            weight={result.bonusActive ? 'bold' : undefined}
          >
            {result.bonusActive ? BONUS_ACTIVE_TEXT : BONUS_INACTIVE_TEXT}
          </Text>{' '}
          <Muted inline>({actionBonusHint('gathering')})</Muted>
        </Figure>
        <Figure label="Experience">+{formatNumber(result.exp)}</Figure>
        <Figure label="Resource">
          <ItemLabel itemId={result.resource.id} items={items} amount={result.resource.amount} />
        </Figure>
        {event && (
          <Figure label="Event">
            {isRarity(event.rarity) && (
              <>
                <RarityName rarity={event.rarity} />{' '}
              </>
            )}
            {eventText(event.type, event.bonusPercent)}
          </Figure>
        )}
      </Figures>
      {taxed > 0 && (
        <Text as="p" tone="warning">
          {clanTaxText(taxed, itemNameText(result.taxedRes ?? result.resource.id, items))}
        </Text>
      )}
      <Subsection title="Drops">
        {drops.length === 0 ? (
          <Muted>{NO_DROPS_TEXT}</Muted>
        ) : (
          <ul className={styles.drops}>
            {drops.map((drop, index) => (
              <li key={`${drop.id}-${String(index)}`}>
                <ItemLabel itemId={drop.id} items={items} amount={drop.amount} />
              </li>
            ))}
          </ul>
        )}
      </Subsection>
      {counts.length > 0 && (
        <Subsection title="Item counts">
          <Table
            rows={counts}
            rowKey={([itemId]) => itemId}
            columns={[
              {
                key: 'item',
                header: 'Item',
                render: ([itemId]) => <ItemLabel itemId={itemId} items={items} />,
              },
              {
                key: 'owned',
                header: 'Owned',
                align: 'right',
                render: ([, count]) => formatNumber(count),
              },
            ]}
          />
        </Subsection>
      )}
    </Stack>
  );
}

export function GatheringTrackerView({ skill }: { skill: GatheringSkillId }) {
  const trackers = useStore($gatheringTrackers);
  const tracker = trackerOf(trackers, skill);
  const id = useId();
  const name = GATHERING_SKILLS[skill].name;
  return (
    <section className={styles.tracker} aria-labelledby={id}>
      <h3 id={id}>{name} tracker</h3>
      <Figures>
        <Figure label="Total actions">{formatNumber(tracker.actions)}</Figure>
        <Figure label="Resources gained">{formatNumber(tracker.resources)}</Figure>
        <Figure label="Resources per hour">
          {formatNumber(Math.round(perHour(tracker.actions, tracker.resources)))}
        </Figure>
      </Figures>
      <Button
        size="sm"
        aria-label={`Reset the ${name} tracker`}
        onClick={() => {
          resetGatheringTracker(skill);
        }}
      >
        Reset
      </Button>
    </section>
  );
}

export function GatheringPage() {
  const action = useStore($action);
  const lastTick = useStore($lastTick);
  const drops = useStore($gatheringDrops);
  const data = useStore($gameData);
  const skill = shownSkill(action.type, lastTick);
  const result = skill ? (lastTick[skill] as GatheringResult | undefined) : undefined;
  const stopped = action.status === 'stopped' && isGatheringSkill(action.type);

  let content: ReactNode;
  if (result && data) {
    content = <GatheringResultView result={result} drops={drops} items={data.itemData} />;
  } else if (stopped) {
    content = (
      <LoadError
        title={GATHERING_STOPPED_TITLE}
        message={GATHERING_STOPPED_TEXT}
        retryLabel="Back to gathering"
        onRetry={() => {
          bus.emit('navigate', { to: GATHERING_HOME_ROUTE });
        }}
      />
    );
  } else {
    content = <LoadingState label={WAITING_FOR_ACTION_TEXT} />;
  }

  return (
    <Page titleId="gathering-title" title={skill ? GATHERING_SKILLS[skill].name : 'Gathering'}>
      {content}
      {skill && <GatheringTrackerView skill={skill} />}
    </Page>
  );
}
