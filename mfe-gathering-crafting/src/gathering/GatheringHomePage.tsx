/**
 * /gathering/areas, the gathering home (spec 001 §2): an accordion of Mining, Woodcutting and
 * Quarrying, each with its tool and level, the player's skill level, the resource, the tool's
 * resource and experience bonus and the equipped jewels' resource bonus (both stronger above
 * gathering upgrade level 100, as the server counts them), the potential loot with the level each
 * drop needs, and Start.
 * The gathering upgrade level (effects, next level cost in bulk or in one resource) and the five
 * gathering upgrades follow; cost cells are red when they exceed what is owned.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import {
  type GatheringDrop,
  type GatheringSkillData,
  type GatheringSkillId,
  type ItemDefinition,
  type LoadGatheringAnswer,
} from '@idle/contracts';
import { bus } from '@idle/events';
import {
  costExceedsOwned,
  formatNumber,
  GATHERING_SKILL_IDS,
  GATHERING_SKILLS,
  GATHERING_UPGRADE_COST_ITEM,
  GATHERING_UPGRADE_IDS,
  GATHERING_UPGRADE_LEVEL_PURCHASE_CODE_IDS,
  GATHERING_UPGRADE_LEVEL_PURCHASE_CODES,
  GATHERING_UPGRADE_LEVEL_SUCCESS_TEXT,
  GATHERING_UPGRADE_SUCCESS_TEXT,
  GATHERING_UPGRADES,
  gatheringUpgradeCost,
  gatheringUpgradeEffect,
  gatheringUpgradeLevelEffects,
  gatheringUpgradeLevelPayment,
  GATHERING_UPGRADE_LEVEL_TOOL_BONUS_PERCENT,
  GATHERING_UPGRADE_LEVEL_TOOL_BONUS_START,
  jewelResourceBonusPercent,
  toolExtraExpPercent,
  toolResourceBonusPercent,
  TOOLS,
  withUpgradeLevelToolBonus,
  type GatheringUpgradeId,
  type GatheringUpgradeLevelPurchaseCode,
} from '@idle/game-rules';
import { $gameData, $items, $jewels, $skills, $tools, notify } from '@idle/state';
import {
  Accordion,
  Button,
  LoadError,
  LoadingState,
  Section,
  Table,
  type TableColumn,
  Requirement,
  Figure,
  Figures,
  Muted,
  Page,
  Stack,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { Fragment } from 'react';
import { ItemLabel, itemNameText } from '@idle/ui';
import { lootAmountText, lootFrequencyText } from '@idle/game-rules';
import { buyGatheringUpgrade, buyGatheringUpgradeLevel, useGathering } from '../api';
import styles from './GatheringHomePage.module.css';

export const GATHERING_LOADING_TEXT = 'Loading gathering...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const GATHERING_LOAD_FAILED_TEXT = 'Gathering could not be loaded.';
export const NO_GATHERING_DROPS_TEXT = 'Nothing else drops here.';
/** How the upgrade level strengthens the tool and jewel bonuses: "1% per level above 100". */
export const TOOL_BONUS_HINT_TEXT = `${formatNumber(GATHERING_UPGRADE_LEVEL_TOOL_BONUS_PERCENT)}% per level above ${formatNumber(GATHERING_UPGRADE_LEVEL_TOOL_BONUS_START)}`;
/** Shown beside a drop the player's level is too low for. */
export const LOCKED_DROP_TEXT = 'Locked';

type UpgradeKey = keyof LoadGatheringAnswer['upgrades'];

/** The label of a purchase code: "Bulk", or the one resource it is paid in. */
export function purchaseLabel(
  code: GatheringUpgradeLevelPurchaseCode,
  items: Readonly<Record<string, ItemDefinition>>,
): string {
  const purchase = GATHERING_UPGRADE_LEVEL_PURCHASE_CODES[code];
  if (purchase.kind === 'bulk') return 'Bulk';
  return itemNameText(purchase.resources[0], items);
}

/** "+2%" for a percent upgrade, "+4" for a flat one. */
export function upgradeEffectText(id: GatheringUpgradeId, level: number): string {
  const effect = formatNumber(gatheringUpgradeEffect(id, level));
  return GATHERING_UPGRADES[id].unit === 'percent' ? `+${effect}%` : `+${effect}`;
}

/** An amount of an item, the amount in red when the player owns less. */
function Cost({
  itemId,
  amount,
  owned,
  items,
}: {
  itemId: string;
  amount: number;
  owned: number;
  items: Readonly<Record<string, ItemDefinition>>;
}) {
  const short = costExceedsOwned(amount, owned);
  return (
    <span className={styles.cost} data-short={short}>
      <Requirement met={!short}>{formatNumber(amount)}</Requirement>{' '}
      <ItemLabel itemId={itemId} items={items} />
    </span>
  );
}

function LootTable({
  name,
  drops,
  level,
  items,
}: {
  name: string;
  drops: readonly GatheringDrop[];
  level: number;
  items: Readonly<Record<string, ItemDefinition>>;
}) {
  const columns: TableColumn<GatheringDrop>[] = [
    {
      key: 'item',
      header: 'Item',
      render: (drop) => <ItemLabel itemId={drop.itemId} items={items} />,
    },
    {
      key: 'level',
      header: 'Level',
      align: 'right',
      render: (drop) => {
        const locked = drop.levelRequired > level;
        return (
          <span data-locked={locked}>
            <Requirement met={!locked}>
              {formatNumber(drop.levelRequired)}
              {locked && <span className={styles.lockedTag}> {LOCKED_DROP_TEXT}</span>}
            </Requirement>
          </span>
        );
      },
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (drop) => lootAmountText(drop.amount),
    },
    {
      key: 'frequency',
      header: 'Frequency',
      align: 'right',
      render: (drop) => lootFrequencyText(drop.frequency),
    },
  ];
  return (
    <Table
      caption={`Potential loot of ${name}`}
      rows={drops}
      rowKey={(drop) => drop.itemId}
      emptyText={NO_GATHERING_DROPS_TEXT}
      columns={columns}
    />
  );
}

function SkillContent({
  skill,
  data,
  level,
  toolLevel,
  upgradeLevel,
  jewelPercent,
  items,
}: {
  skill: GatheringSkillId;
  data: GatheringSkillData;
  level: number;
  toolLevel: number;
  /** The gathering upgrade level: above 100 it makes the tool and jewel bonuses stronger. */
  upgradeLevel: number;
  /** The equipped jewels' resource bonus, percent, before the upgrade level. */
  jewelPercent: number;
  items: Readonly<Record<string, ItemDefinition>>;
}) {
  const name = GATHERING_SKILLS[skill].name;
  const boosted = (percent: number) => withUpgradeLevelToolBonus(percent, upgradeLevel);
  return (
    <Stack>
      <Figures>
        <Figure label="Skill level">{formatNumber(level)}</Figure>
        <Figure label="Tool">
          {TOOLS[data.tool].name} level {formatNumber(toolLevel)}
        </Figure>
        <Figure label="Resource">
          <ItemLabel itemId={data.resource} items={items} />
        </Figure>
        <Figure label="Base amount">{formatNumber(data.baseAmount)} per action</Figure>
        <Figure label="Tool resource bonus">
          +{formatNumber(boosted(toolResourceBonusPercent(toolLevel)))}%
        </Figure>
        <Figure label="Tool extra exp">
          +{formatNumber(boosted(toolExtraExpPercent(toolLevel)))}%
        </Figure>
        <Figure label="Jewel resource bonus">+{formatNumber(boosted(jewelPercent))}%</Figure>
      </Figures>
      <LootTable name={name} drops={data.drops} level={level} items={items} />
      <Button
        variant="primary"
        action
        className={styles.start}
        onClick={() => {
          bus.emit('startAction', { action: skill });
        }}
      >
        Start {name}
      </Button>
    </Stack>
  );
}

export interface GatheringHomeViewProps {
  /** The state of `misc.php?mod=loadGathering`. */
  state: LoadState<LoadGatheringAnswer>;
  onRetry: () => void;
}

/** The gathering home for a given state of `loadGathering` (stories render it directly). */
export function GatheringHomeView({ state, onRetry }: GatheringHomeViewProps) {
  return (
    <Page title="Gathering" titleId="gathering-home-title">
      <GatheringHomeContent state={state} onRetry={onRetry} />
    </Page>
  );
}

function GatheringHomeContent({ state, onRetry }: GatheringHomeViewProps) {
  const data = useStore($gameData);
  const skills = useStore($skills);
  const tools = useStore($tools);
  const items = useStore($items);
  const jewels = useStore($jewels);
  const call = useServerCall();
  const busy = call.pending !== null;

  if (state.status === 'loading' || !data || !tools) {
    return <LoadingState label={GATHERING_LOADING_TEXT} />;
  }
  if (state.status === 'error') {
    return <LoadError message={GATHERING_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }

  const gathering = state.data;
  const itemData: Readonly<Record<string, ItemDefinition>> = data.itemData;
  const { upgradeLevel, upgrades } = gathering;
  const owned = (itemId: string) => items[itemId] ?? 0;

  // A refusal was shown by the request layer; nothing changes then.
  const buyLevel = (code: GatheringUpgradeLevelPurchaseCode) =>
    call.run(
      `level:${String(code)}`,
      () => buyGatheringUpgradeLevel(code),
      () => {
        notify('success', GATHERING_UPGRADE_LEVEL_SUCCESS_TEXT);
      },
    );

  const buyUpgrade = (id: GatheringUpgradeId) =>
    call.run(
      `upgrade:${String(id)}`,
      () => buyGatheringUpgrade(id),
      () => {
        notify('success', GATHERING_UPGRADE_SUCCESS_TEXT);
      },
    );

  const jewelPercent = jewels
    .filter((jewel) => jewel.equipped)
    .reduce((sum, jewel) => sum + jewelResourceBonusPercent(jewel.gemType, jewel.rarity), 0);
  const skillIds = GATHERING_SKILL_IDS.filter((skill) => Object.hasOwn(gathering.skills, skill));
  const effects = gatheringUpgradeLevelEffects(upgradeLevel);
  const nextLevel = upgradeLevel + 1;
  const resources = GATHERING_UPGRADE_LEVEL_PURCHASE_CODES[1].resources;

  const levelColumns: TableColumn<GatheringUpgradeLevelPurchaseCode>[] = [
    {
      key: 'payment',
      header: 'Payment',
      render: (code) => purchaseLabel(code, itemData),
    },
    {
      key: 'cost',
      header: 'Cost',
      render: (code) => (
        <span className={styles.costs}>
          {gatheringUpgradeLevelPayment(nextLevel, code).map(({ itemId, amount }, index) => (
            <Fragment key={itemId}>
              {index > 0 && ' '}
              <Cost itemId={itemId} amount={amount} owned={owned(itemId)} items={itemData} />
            </Fragment>
          ))}
        </span>
      ),
    },
    {
      key: 'buy',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (code) => {
        const short = gatheringUpgradeLevelPayment(nextLevel, code).some(({ itemId, amount }) =>
          costExceedsOwned(amount, owned(itemId)),
        );
        return (
          <Button
            size="sm"
            variant="primary"
            disabled={busy || short}
            onClick={() => void buyLevel(code)}
          >
            Upgrade ({purchaseLabel(code, itemData)})
          </Button>
        );
      },
    },
  ];

  const upgradeColumns: TableColumn<GatheringUpgradeId>[] = [
    { key: 'name', header: 'Upgrade', render: (id) => GATHERING_UPGRADES[id].name },
    {
      key: 'level',
      header: 'Level',
      align: 'right',
      render: (id) => formatNumber(upgrades[String(id) as UpgradeKey]),
    },
    {
      key: 'effect',
      header: 'Effect',
      align: 'right',
      render: (id) => upgradeEffectText(id, upgrades[String(id) as UpgradeKey]),
    },
    {
      key: 'cost',
      header: 'Next cost',
      render: (id) => (
        <Cost
          itemId={GATHERING_UPGRADE_COST_ITEM}
          amount={gatheringUpgradeCost(upgrades[String(id) as UpgradeKey])}
          owned={owned(GATHERING_UPGRADE_COST_ITEM)}
          items={itemData}
        />
      ),
    },
    {
      key: 'buy',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (id) => {
        const cost = gatheringUpgradeCost(upgrades[String(id) as UpgradeKey]);
        return (
          <Button
            size="sm"
            variant="primary"
            aria-label={`Upgrade ${GATHERING_UPGRADES[id].name}`}
            disabled={busy || costExceedsOwned(cost, owned(GATHERING_UPGRADE_COST_ITEM))}
            onClick={() => void buyUpgrade(id)}
          >
            Upgrade
          </Button>
        );
      },
    },
  ];

  return (
    <Stack gap={6}>
      <Accordion
        multiple
        defaultOpenIds={skillIds.slice(0, 1)}
        items={skillIds.map((skill) => {
          const level = skills[skill]?.level ?? 1;
          const skillData = gathering.skills[skill];
          return {
            id: skill,
            header: (
              <span className={styles.header}>
                <span>{GATHERING_SKILLS[skill].name}</span>{' '}
                <Muted inline>Level {formatNumber(level)}</Muted>
              </span>
            ),
            content: (
              <SkillContent
                skill={skill}
                data={skillData}
                level={level}
                toolLevel={tools[skillData.tool]}
                upgradeLevel={upgradeLevel}
                jewelPercent={jewelPercent}
                items={itemData}
              />
            ),
          };
        })}
      />

      <Section title="Gathering upgrade level">
        <Figures>
          <Figure label="Level">{formatNumber(upgradeLevel)}</Figure>
          <Figure label="Shard drops">+{formatNumber(effects.shardDropPercent)}%</Figure>
          <Figure label="Double-shard chance">
            {formatNumber(effects.doubleShardChancePercent)}%
          </Figure>
          <Figure label="Tool and jewel bonuses">
            +{formatNumber(effects.toolBonusPercent)}%{' '}
            <Muted inline>({TOOL_BONUS_HINT_TEXT})</Muted>
          </Figure>
          <Figure label="Owned">
            <span className={styles.costs}>
              {resources.map((itemId, index) => (
                <Fragment key={itemId}>
                  {index > 0 && ' '}
                  <ItemLabel itemId={itemId} items={itemData} amount={owned(itemId)} />
                </Fragment>
              ))}
            </span>
          </Figure>
        </Figures>
        <Table
          caption={`Cost of level ${formatNumber(nextLevel)}`}
          rows={GATHERING_UPGRADE_LEVEL_PURCHASE_CODE_IDS}
          rowKey={(code) => code}
          columns={levelColumns}
        />
      </Section>

      <Section title="Gathering upgrades">
        <Figures>
          <Figure label="Owned">
            <ItemLabel
              itemId={GATHERING_UPGRADE_COST_ITEM}
              items={itemData}
              amount={owned(GATHERING_UPGRADE_COST_ITEM)}
            />
          </Figure>
        </Figures>
        <Table
          caption="Gathering upgrades"
          hideCaption
          rows={GATHERING_UPGRADE_IDS}
          rowKey={(id) => id}
          columns={upgradeColumns}
        />
      </Section>
    </Stack>
  );
}

export function GatheringHomePage() {
  const gathering = useGathering();
  return <GatheringHomeView state={gathering.state} onRetry={gathering.reload} />;
}
