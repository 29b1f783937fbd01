/**
 * /boss_battle: a world boss fight. The first tick (`wait: 1`) charges in: "You charge into
 * battle..." and the boss. Each round then shows both fighters, the outcome, the boss's shared
 * hit points, the damage dealt this fight and in all, the attribute gain, gold taxed and clan
 * exp, and the line of the fight that killed it; below, the combat analytics.
 */
import type { BossChargeData, BossFightData, WorldBoss } from '@idle/contracts';
import {
  BOSS_CHARGE_TEXT,
  formatNumber,
  isRarity,
  rarityColour,
  rarityName,
  WAITING_FOR_ACTION_TEXT,
} from '@idle/game-rules';
import { $lastTick } from '@idle/state';
import { LoadingState, ProgressBar } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { CombatAnalytics } from '../analytics/CombatAnalytics';
import { FightExtras } from '../shared/FightExtras';
import { FightOutcome } from '../shared/FightOutcome';
import styles from './BossBattlePage.module.css';

export type BossTickData = BossChargeData | BossFightData;

export function isBossCharge(data: BossTickData): data is BossChargeData {
  return 'wait' in data;
}

/** The line of the fight that killed the boss. */
export function bossKilledText(boss: WorldBoss): string {
  return `${boss.name} has been slain!`;
}

/** The boss: name in its rarity colour, level and rarity, and its shared hit points. */
export function BossSummary({ boss }: { boss: WorldBoss }) {
  const known = isRarity(boss.rarity);
  return (
    <div className={styles.boss}>
      <h3 className={styles.bossName}>
        <span style={known ? { color: rarityColour(boss.rarity) } : undefined}>{boss.name}</span>{' '}
        <span className={styles.muted}>
          Level {formatNumber(boss.level)}
          {known ? ` \u00b7 ${rarityName(boss.rarity)}` : ''}
        </span>
      </h3>
      <ProgressBar
        label={`${boss.name} hit points`}
        variant="health"
        value={boss.hpRemaining}
        max={boss.hpMax}
      />
    </div>
  );
}

function BossFightView({ fight }: { fight: BossFightData }) {
  return (
    <div className={styles.result}>
      <BossSummary boss={fight.boss} />
      <FightOutcome result={fight} />
      {fight.killed && <p className={styles.killed}>{bossKilledText(fight.boss)}</p>}
      <dl className={styles.gains}>
        <dt>Damage dealt this fight</dt>
        <dd>{formatNumber(fight.damageDealt)}</dd>
        <dt>Your total damage to {fight.boss.name}</dt>
        <dd>{formatNumber(fight.playerDamage)}</dd>
        <dt>Experience</dt>
        <dd>+{formatNumber(fight.exp)}</dd>
        {fight.gold > 0 && (
          <>
            <dt>Gold</dt>
            <dd>+{formatNumber(fight.gold)}</dd>
          </>
        )}
        <FightExtras result={fight} />
      </dl>
    </div>
  );
}

export function BossBattlePage() {
  const lastTick = useStore($lastTick);
  const data = lastTick.bossBattle as BossTickData | undefined;
  let content;
  if (!data) content = <LoadingState label={WAITING_FOR_ACTION_TEXT} />;
  else if (isBossCharge(data)) {
    content = (
      <div className={styles.result}>
        <p className={styles.charge} role="status">
          {BOSS_CHARGE_TEXT}
        </p>
        <BossSummary boss={data.boss} />
      </div>
    );
  } else content = <BossFightView fight={data} />;
  return (
    <section aria-labelledby="boss-battle-title" className={styles.page}>
      <h2 id="boss-battle-title">Boss Battle</h2>
      {content}
      <CombatAnalytics />
    </section>
  );
}
