/**
 * /clan_mob_battle and /clan_boss_battle: the latest clan battle tick (spec 000 §2, spec 001 §2):
 * both fighters and the outcome, the experience, gold and attribute gained, the gold the clan
 * taxed, the clan experience the fight brought and, for battleground mobs, the drops that went
 * into clan storage and how many mobs are left.
 * "Waiting for current action to finish..." until the first tick answers.
 */
import type { BattleResult } from '@idle/contracts';
import { battleOutcomeText, formatNumber, WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { $gameData, $lastTick } from '@idle/state';
import { FighterCard, ItemLabel, LoadingState } from '@idle/ui';
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
  const won = result.winner === 1;
  return (
    <div className={styles.result}>
      <div className={styles.fighters}>
        <FighterCard fighter={result.p1} outcome={won ? 'winner' : 'loser'} />
        <FighterCard fighter={result.p2} outcome={won ? 'loser' : 'winner'} />
      </div>
      <p className={won ? styles.victory : styles.defeat} role="status">
        {battleOutcomeText(result.winner)}
      </p>
      <dl className={styles.gains} aria-label="Battle gains">
        <dt>Experience</dt>
        <dd>+{formatNumber(result.exp)}</dd>
        <dt>Gold</dt>
        <dd>+{formatNumber(result.gold)}</dd>
        {result.attributeGain > 0 && (
          <>
            <dt>Attribute gain</dt>
            <dd>+{formatNumber(result.attributeGain)}</dd>
          </>
        )}
        {result.goldTaxed !== undefined && result.goldTaxed > 0 && (
          <>
            <dt>Gold taxed</dt>
            <dd>{formatNumber(result.goldTaxed)}</dd>
          </>
        )}
        {result.clanExp !== undefined && (
          <>
            <dt>Clan experience</dt>
            <dd>+{formatNumber(result.clanExp)}</dd>
          </>
        )}
        {result.clanDrops !== undefined && result.clanDrops.length > 0 && (
          <>
            <dt>To clan storage</dt>
            <dd>
              <ul className={styles.drops}>
                {result.clanDrops.map((drop) => (
                  <li key={drop.id}>
                    +{formatNumber(drop.amount)} <ItemLabel itemId={drop.id} items={items} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {result.mobsRemaining !== undefined && (
          <>
            <dt>Mobs remaining</dt>
            <dd>{formatNumber(result.mobsRemaining)}</dd>
          </>
        )}
      </dl>
    </div>
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
