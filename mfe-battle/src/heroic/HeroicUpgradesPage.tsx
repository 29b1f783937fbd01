/**
 * /heroic_upgrades (spec 002): heroic potion doses up to this month's maximum, heroic shard
 * upgrades up to their cap, the gold and resource bonus both give, and the battling health and
 * damage upgrades paid in upgrade stones.
 */
import { api, useServerCall } from '@idle/api-client';
import { ENDPOINTS, type ItemDefinition, type LoadHeroicAnswer } from '@idle/contracts';
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
import { $gameData, $items, $misc, applyItemChanges, notify } from '@idle/state';
import { Button, LoadError, LoadingState, Section } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { ItemLabel } from '@idle/ui';
import { type LoadState, useServerData } from '@idle/api-client';
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
      <span className={short ? styles.short : undefined}>{formatNumber(amount)}</span>{' '}
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
    <section aria-labelledby="heroic-title" className={styles.page}>
      <h2 id="heroic-title">Heroic Upgrades</h2>
      <HeroicContent state={state} onRetry={onRetry} />
    </section>
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
  const spendHeroic = (
    endpoint: typeof ENDPOINTS.heroic.useHeroicPotion | typeof ENDPOINTS.heroic.useHeroicShards,
    text: string,
  ) =>
    call.run(
      'heroic',
      () => api.call(endpoint),
      (answer) => {
        const current = $misc.get();
        if (current) $misc.set({ ...current, heroic: answer.heroic });
        applyItemChanges([], answer.itemsToRemove);
        notify('success', text);
      },
    );

  const upgrade = (type: BattlingUpgradeType) =>
    call.run(
      `upgrade:${type}`,
      () => api.call(ENDPOINTS.heroic.useUpgradeStones, { type }),
      (answer) => {
        const current = $misc.get();
        if (current) $misc.set({ ...current, upgrades: answer.upgrades });
        applyItemChanges([], answer.itemsToRemove);
        notify('success', battlingUpgradedText(type));
      },
    );

  return (
    <div className={styles.sections}>
      <Section className={styles.section} title="Heroic potions">
        <dl className={styles.figures}>
          <dt>Doses used</dt>
          <dd>
            {formatNumber(potionDoses)} / {formatNumber(maxHeroic)}
          </dd>
          <dt>Owned</dt>
          <dd>
            <ItemLabel itemId={HEROIC_POTION_ITEM} items={itemData} amount={potions} />
          </dd>
        </dl>
        {potionDoses >= maxHeroic && (
          <p className={styles.note}>You have used every dose this month allows.</p>
        )}
        <Button
          variant="primary"
          disabled={busy || potions < 1 || potionDoses >= maxHeroic}
          onClick={() =>
            void spendHeroic(ENDPOINTS.heroic.useHeroicPotion, HEROIC_POTION_USED_TEXT)
          }
        >
          Use heroic potion
        </Button>
      </Section>

      <Section className={styles.section} title="Heroic shards">
        <dl className={styles.figures}>
          <dt>Upgrades made</dt>
          <dd>
            {formatNumber(shardUpgrades)} / {formatNumber(shardCap)}
          </dd>
          <dt>Next upgrade costs</dt>
          <dd>
            <Cost amount={shardCost} owned={shards} itemId={HEROIC_SHARD_ITEM} items={itemData} />
          </dd>
          <dt>Owned</dt>
          <dd>
            <ItemLabel itemId={HEROIC_SHARD_ITEM} items={itemData} amount={shards} />
          </dd>
        </dl>
        {shardCap === 0 && (
          <p className={styles.note}>
            Shard upgrades open once the monthly dose maximum is above{' '}
            {formatNumber(HEROIC_SHARD_UPGRADE_OFFSET)}.
          </p>
        )}
        <Button
          variant="primary"
          disabled={busy || shards < shardCost || shardUpgrades >= shardCap}
          onClick={() =>
            void spendHeroic(ENDPOINTS.heroic.useHeroicShards, HEROIC_SHARDS_USED_TEXT)
          }
        >
          Use heroic shards
        </Button>
      </Section>

      <Section className={styles.section} title="Bonus">
        <p className={styles.bonus}>
          +{formatNumber(heroicGoldResourceBonusPercent(potionDoses, shardUpgrades))}% gold from
          mobs and resources
        </p>
      </Section>

      <Section className={styles.section} title="Battling upgrades">
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
                <dl className={styles.figures}>
                  <dt>Level</dt>
                  <dd>{formatNumber(level)}</dd>
                  <dt>Effect</dt>
                  <dd>
                    +{formatNumber(battlingUpgradePercent(level))}% {type}
                  </dd>
                  <dt>Next upgrade costs</dt>
                  <dd>
                    <Cost amount={cost} owned={owned} itemId={stone} items={itemData} />
                  </dd>
                  <dt>Owned</dt>
                  <dd>{formatNumber(owned)}</dd>
                </dl>
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

function loadHeroic(): Promise<LoadHeroicAnswer> {
  return api.call(ENDPOINTS.heroic.loadHeroic);
}

export function HeroicUpgradesPage() {
  const heroic = useServerData(loadHeroic);
  return <HeroicUpgradesView state={heroic.state} onRetry={heroic.reload} />;
}
