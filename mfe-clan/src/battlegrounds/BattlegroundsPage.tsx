/**
 * /clan/battlegrounds (spec 001 §2, §3, §4): the clan's mobs (name, power level, how many are
 * left) each with Battle, which starts the clanMobBattle action on that mob; and the clan boss
 * with its shared hit points and Fight, which starts clanBossBattle. The shell's action loop
 * runs either and shows its result screen. Any member may fight.
 */
import type { LoadState } from '@idle/api-client';
import type { ClanBoss, ClanMob, LoadBattlegroundsAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { formatNumber, NO_BOSSES_ALIVE_TEXT, NO_MOBS_ALIVE_TEXT } from '@idle/game-rules';
import {
  Button,
  EmptyState,
  LoadError,
  LoadingState,
  ProgressBar,
  Table,
  Section,
  Muted,
  Stack,
  Text,
} from '@idle/ui';
import { useBattlegrounds } from '../api';
import { ClanPage } from '../layout/ClanPage';

export const BATTLEGROUNDS_LOADING_TEXT = 'Loading the battlegrounds...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const BATTLEGROUNDS_LOAD_FAILED_TEXT = 'The battlegrounds could not be loaded.';

function battleMob(mob: ClanMob): void {
  bus.emit('startAction', { action: 'clanMobBattle', body: { id: mob.id } });
}

function fightBoss(): void {
  bus.emit('startAction', { action: 'clanBossBattle' });
}

function MobList({ mobs }: { mobs: readonly ClanMob[] }) {
  // A mob whose last one was fought is gone until it spawns again.
  const alive = mobs.filter((mob) => mob.amount > 0);
  if (alive.length === 0) return <EmptyState message={NO_MOBS_ALIVE_TEXT} />;
  return (
    <Table
      caption="Clan mobs"
      hideCaption
      rows={alive}
      rowKey={(mob) => mob.id}
      columns={[
        { key: 'name', header: 'Name', render: (mob) => mob.name },
        {
          key: 'power',
          header: 'Power level',
          align: 'right',
          render: (mob) => formatNumber(mob.powerLevel),
        },
        {
          key: 'remaining',
          header: 'Remaining',
          align: 'right',
          render: (mob) => formatNumber(mob.amount),
        },
        {
          key: 'battle',
          header: 'Actions',
          hideHeader: true,
          align: 'right',
          render: (mob) => (
            <Button size="sm" variant="primary" action onClick={() => battleMob(mob)}>
              Battle
            </Button>
          ),
        },
      ]}
    />
  );
}

function BossBar({ boss }: { boss: ClanBoss | null }) {
  if (boss === null || boss.hpRemaining <= 0) return <EmptyState message={NO_BOSSES_ALIVE_TEXT} />;
  return (
    <Stack gap={3}>
      <Text as="p" weight="bold">
        {boss.name}{' '}
        <Muted inline weight="normal">
          Level {formatNumber(boss.level)}
        </Muted>
      </Text>
      <ProgressBar
        label={`${boss.name} hit points`}
        variant="health"
        value={boss.hpRemaining}
        max={boss.hpMax}
      />
      <span>
        <Button variant="primary" action onClick={fightBoss}>
          Fight
        </Button>
      </span>
    </Stack>
  );
}

export interface BattlegroundsViewProps {
  /** The state of `clan.php?mod=loadBattlegrounds`. */
  state: LoadState<LoadBattlegroundsAnswer>;
  onRetry: () => void;
}

/** The battlegrounds for a given state of `loadBattlegrounds` (stories render it directly). */
export function BattlegroundsView({ state, onRetry }: BattlegroundsViewProps) {
  if (state.status === 'loading') return <LoadingState label={BATTLEGROUNDS_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={BATTLEGROUNDS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  return (
    <Stack gap={6}>
      <Section variant="plain" titleId="clan-mobs-title" title="Mobs">
        <MobList mobs={state.data.mobData} />
      </Section>
      <Section variant="plain" titleId="clan-boss-title" title="Boss">
        <BossBar boss={state.data.bossData} />
      </Section>
    </Stack>
  );
}

export function BattlegroundsPage() {
  const battlegrounds = useBattlegrounds();
  return (
    <ClanPage title="Battlegrounds">
      <BattlegroundsView state={battlegrounds.state} onRetry={battlegrounds.reload} />
    </ClanPage>
  );
}
