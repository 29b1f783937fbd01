/**
 * /clan_mob_battle and /clan_boss_battle: the latest clan battle tick (spec 000 §2, spec 001 §2):
 * both fighters and the outcome, the experience, gold and attribute gained, the gold the clan
 * taxed, the clan experience the fight brought and, for battleground mobs, the drops that went
 * into clan storage and how many mobs are left.
 * "Waiting for current action to finish..." until the first tick answers.
 */
import type { BattleResult } from '@idle/contracts';
import { formatNumber, WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { $gameData, $lastTick } from '@idle/state';
import { ItemLabel, LoadingState, Figure, Figures, FightOutcome, Stack } from '@idle/ui';
import { useStore } from '@nanostores/react';
import styles from './ClanBattlePage.module.css';

/** The clan battle actions and the heading of each result screen. */
const CLAN_BATTLES = {
  clanMobBattle: 'Clan Mob Battle',
  clanBossBattle: 'Clan Boss Battle',
} as const;
export type ClanBattleAction = keyof typeof CLAN_BATTLES;

export function ClanBattleResultView({ result }: { result: BattleResult }) {
  const items = useStore($gameData)?.itemData ?? {};
  return (
    <Stack>
      <FightOutcome result={result} />
      <Figures label="Battle gains" align="end">
        <Figure label="Experience">+{formatNumber(result.exp)}</Figure>
        <Figure label="Gold">+{formatNumber(result.gold)}</Figure>
        {result.attributeGain > 0 && (
          <Figure label="Attribute gain">+{formatNumber(result.attributeGain)}</Figure>
        )}
        {result.goldTaxed !== undefined && result.goldTaxed > 0 && (
          <Figure label="Gold taxed">{formatNumber(result.goldTaxed)}</Figure>
        )}
        {result.clanExp !== undefined && (
          <Figure label="Clan experience">+{formatNumber(result.clanExp)}</Figure>
        )}
        {result.clanDrops !== undefined && result.clanDrops.length > 0 && (
          <Figure label="To clan storage">
            <Stack as="ul" gap={0}>
              {result.clanDrops.map((drop) => (
                <li key={drop.id}>
                  +{formatNumber(drop.amount)} <ItemLabel itemId={drop.id} items={items} />
                </li>
              ))}
            </Stack>
          </Figure>
        )}
        {result.mobsRemaining !== undefined && (
          <Figure label="Mobs remaining">{formatNumber(result.mobsRemaining)}</Figure>
        )}
      </Figures>
    </Stack>
  );
}

/** The result screen of one clan battle action, from its latest tick. */
export function ClanBattlePage({ action }: { action: ClanBattleAction }) {
  const lastTick = useStore($lastTick);
  const result = lastTick[action] as BattleResult | undefined;
  return (
    <section aria-labelledby="clan-battle-title" className={styles.page}>
      <h2 id="clan-battle-title">{CLAN_BATTLES[action]}</h2>
      {result ? (
        <ClanBattleResultView result={result} />
      ) : (
        <LoadingState label={WAITING_FOR_ACTION_TEXT} />
      )}
    </section>
  );
}

export function ClanMobBattlePage() {
  return <ClanBattlePage action="clanMobBattle" />;
}

export function ClanBossBattlePage() {
  return <ClanBattlePage action="clanBossBattle" />;
}
