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
import {
  LoadingState,
  Page,
  ProgressBar,
  Figure,
  Figures,
  FightOutcome,
  Muted,
  Stack,
  Text,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { CombatAnalytics } from '../analytics/CombatAnalytics';
import { FightExtras } from '../shared/FightExtras';
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
    <Stack gap={3}>
      <h3 className={styles.bossName}>
        <span style={known ? { color: rarityColour(boss.rarity) } : undefined}>{boss.name}</span>{' '}
        <Muted inline weight="normal" className={styles.level}>
          Level {formatNumber(boss.level)}
          {known ? ` \u00b7 ${rarityName(boss.rarity)}` : ''}
        </Muted>
      </h3>
      <ProgressBar
        label={`${boss.name} hit points`}
        variant="health"
        value={boss.hpRemaining}
        max={boss.hpMax}
      />
    </Stack>
  );
}

function BossFightView({ fight }: { fight: BossFightData }) {
  return (
    <Stack>
      <BossSummary boss={fight.boss} />
      <FightOutcome result={fight} />
      {fight.killed && (
        <Text as="p" tone="success" weight="bold" size="lg">
          {bossKilledText(fight.boss)}
        </Text>
      )}
      <Figures align="end">
        <Figure label="Damage dealt this fight">{formatNumber(fight.damageDealt)}</Figure>
        <Figure label={`Your total damage to ${fight.boss.name}`}>
          {formatNumber(fight.playerDamage)}
        </Figure>
        <Figure label="Experience">+{formatNumber(fight.exp)}</Figure>
        {fight.gold > 0 && <Figure label="Gold">+{formatNumber(fight.gold)}</Figure>}
        <FightExtras result={fight} />
      </Figures>
    </Stack>
  );
}

export function BossBattlePage() {
  const lastTick = useStore($lastTick);
  const data = lastTick.bossBattle as BossTickData | undefined;
  let content;
  if (!data) content = <LoadingState label={WAITING_FOR_ACTION_TEXT} />;
  else if (isBossCharge(data)) {
    content = (
      <Stack>
        <Text as="p" role="status" weight="bold" size="lg">
          {BOSS_CHARGE_TEXT}
        </Text>
        <BossSummary boss={data.boss} />
      </Stack>
    );
  } else content = <BossFightView fight={data} />;
  return (
    <Page titleId="boss-battle-title" title="Boss Battle">
      {content}
      <CombatAnalytics />
    </Page>
  );
}
