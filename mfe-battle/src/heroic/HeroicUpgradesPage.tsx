/**
 * /heroic_upgrades (spec 002): heroic potion doses up to this month's maximum, heroic shard
 * upgrades up to their cap, the gold and resource bonus both give, and the battling health and
 * damage upgrades paid in upgrade stones.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { ItemDefinition, LoadHeroicAnswer } from '@idle/contracts';
import {
  BATTLING_UPGRADE_TYPES,
  battlingUpgradePercent,
  formatNumber,
  HEROIC_SHARD_UPGRADE_OFFSET,
  heroicGoldResourceBonusPercent,
  heroicShardCost,
  heroicShardUpgradeCap,
  upgradeStoneCost,
  upgradeStoneItem,
  type BattlingUpgradeType,
} from '@idle/game-rules';
import { $gameData, $items, $misc, notify } from '@idle/state';
import {
  Button,
  LoadError,
  LoadingState,
  Page,
  Section,
  Figure,
  Figures,
  Muted,
  Requirement,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { ItemLabel } from '@idle/ui';
import { buyBattlingUpgrade, drinkHeroicPotion, spendHeroicShards, useHeroic } from '../api';
import styles from './HeroicUpgradesPage.module.css';

export const HEROIC_POTION_ITEM = 'heroic_potion';
export const HEROIC_SHARD_ITEM = 'heroic_shard';

/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const HEROIC_LOAD_FAILED_TEXT = 'The heroic upgrades could not be loaded.';
export const HEROIC_POTION_USED_TEXT = 'You used a heroic potion.';
export const HEROIC_SHARDS_USED_TEXT = 'You used your heroic shards.';
export const BATTLING_UPGRADE_NAMES: Record<BattlingUpgradeType, string> = {
  health: 'Health',
  damage: 'Damage',
};

/** "You have upgraded your health." */
export function battlingUpgradedText(type: BattlingUpgradeType): string {
  return `You have upgraded your ${type}.`;
}

/** "14 Health Upgrade Stone", the amount in red when the player owns fewer. */
function Cost({
  amount,
  owned,
  itemId,
  items,
}: {
  amount: number;
  owned: number;
  itemId: string;
  items: Readonly<Record<string, ItemDefinition>>;
}) {
  const short = owned < amount;
  return (
    <span data-short={short}>
      <Requirement met={!short}>{formatNumber(amount)}</Requirement>{' '}
      <ItemLabel itemId={itemId} items={items} />
    </span>
  );
}

export interface HeroicUpgradesViewProps {
  /** The state of `misc.php?mod=loadHeroic` (the potion dose maximum this month). */
  state: LoadState<LoadHeroicAnswer>;
  onRetry: () => void;
}

/** The heroic upgrades screen for a given state of `loadHeroic` (stories render it directly). */
export function HeroicUpgradesView({ state, onRetry }: HeroicUpgradesViewProps) {
  return (
    <Page titleId="heroic-title" title="Heroic Upgrades">
      <HeroicContent state={state} onRetry={onRetry} />
    </Page>
  );
}

function HeroicContent({ state, onRetry }: HeroicUpgradesViewProps) {
  const data = useStore($gameData);
  const misc = useStore($misc);
  const items = useStore($items);
  const call = useServerCall();
  const busy = call.pending !== null;

  if (state.status === 'loading' || !data || !misc) {
    return <LoadingState label="Loading heroic upgrades..." />;
  }
  if (state.status === 'error') {
    return <LoadError message={HEROIC_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }

  const { maxHeroic } = state.data;
  const { potionDoses, shardUpgrades } = misc.heroic;
  const potions = items[HEROIC_POTION_ITEM] ?? 0;
  const shards = items[HEROIC_SHARD_ITEM] ?? 0;
  const shardCap = heroicShardUpgradeCap(maxHeroic);
  const shardCost = heroicShardCost(shardUpgrades);
  const itemData: Readonly<Record<string, ItemDefinition>> = data.itemData;

  // A refusal was shown by the request layer; nothing changes then.
  const spendHeroic = (spend: () => Promise<unknown>, text: string) =>
    call.run('heroic', spend, () => {
      notify('success', text);
    });

  const upgrade = (type: BattlingUpgradeType) =>
    call.run(
      `upgrade:${type}`,
      () => buyBattlingUpgrade(type),
      () => {
        notify('success', battlingUpgradedText(type));
      },
    );

  return (
    <div className={styles.sections}>
      <Section align="start" title="Heroic potions">
        <Figures>
          <Figure label="Doses used">
            {formatNumber(potionDoses)} / {formatNumber(maxHeroic)}
          </Figure>
          <Figure label="Owned">
            <ItemLabel itemId={HEROIC_POTION_ITEM} items={itemData} amount={potions} />
          </Figure>
        </Figures>
        {potionDoses >= maxHeroic && <Muted>You have used every dose this month allows.</Muted>}
        <Button
          variant="primary"
          disabled={busy || potions < 1 || potionDoses >= maxHeroic}
          onClick={() => void spendHeroic(drinkHeroicPotion, HEROIC_POTION_USED_TEXT)}
        >
          Use heroic potion
        </Button>
      </Section>

      <Section align="start" title="Heroic shards">
        <Figures>
          <Figure label="Upgrades made">
            {formatNumber(shardUpgrades)} / {formatNumber(shardCap)}
          </Figure>
          <Figure label="Next upgrade costs">
            <Cost amount={shardCost} owned={shards} itemId={HEROIC_SHARD_ITEM} items={itemData} />
          </Figure>
          <Figure label="Owned">
            <ItemLabel itemId={HEROIC_SHARD_ITEM} items={itemData} amount={shards} />
          </Figure>
        </Figures>
        {shardCap === 0 && (
          <Muted>
            Shard upgrades open once the monthly dose maximum is above{' '}
            {formatNumber(HEROIC_SHARD_UPGRADE_OFFSET)}.
          </Muted>
        )}
        <Button
          variant="primary"
          disabled={busy || shards < shardCost || shardUpgrades >= shardCap}
          onClick={() => void spendHeroic(spendHeroicShards, HEROIC_SHARDS_USED_TEXT)}
        >
          Use heroic shards
        </Button>
      </Section>

      <Section align="start" title="Bonus">
        <p className={styles.bonus}>
          +{formatNumber(heroicGoldResourceBonusPercent(potionDoses, shardUpgrades))}% gold from
          mobs and resources
        </p>
      </Section>

      <Section align="start" title="Battling upgrades">
        <div className={styles.upgrades}>
          {BATTLING_UPGRADE_TYPES.map((type) => {
            const level = misc.upgrades[type];
            const stone = upgradeStoneItem(type);
            const cost = upgradeStoneCost(level);
            const owned = items[stone] ?? 0;
            const short = owned < cost;
            const name = BATTLING_UPGRADE_NAMES[type];
            return (
              <article key={type} className={styles.upgrade} aria-label={`${name} upgrade`}>
                <h4>{name}</h4>
                <Figures>
                  <Figure label="Level">{formatNumber(level)}</Figure>
                  <Figure label="Effect">
                    +{formatNumber(battlingUpgradePercent(level))}% {type}
                  </Figure>
                  <Figure label="Next upgrade costs">
                    <Cost amount={cost} owned={owned} itemId={stone} items={itemData} />
                  </Figure>
                  <Figure label="Owned">{formatNumber(owned)}</Figure>
                </Figures>
                <Button
                  variant={short ? 'danger' : 'primary'}
                  disabled={busy || short}
                  onClick={() => void upgrade(type)}
                >
                  Upgrade {type}
                </Button>
              </article>
            );
          })}
        </div>
      </Section>
    </div>
  );
}

export function HeroicUpgradesPage() {
  const heroic = useHeroic();
  return <HeroicUpgradesView state={heroic.state} onRetry={heroic.reload} />;
}
