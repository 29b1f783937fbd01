/**
 * /admin/world: the world's state (world bosses, the gathering event, Bonus Time, the action
 * bonus and, in a cluster, which instance holds the world's lease) and who is online. Each half
 * loads and fails on its own.
 */
import type { LoadState } from '@idle/api-client';
import type { AdminOnlinePlayer, AdminWorldState, WorldBoss } from '@idle/contracts';
import {
  ACTION_BONUS_NAMES,
  bonusTimePercent,
  formatCount,
  formatNumber,
  rarityName,
} from '@idle/game-rules';
import {
  Button,
  EmptyState,
  Figure,
  Figures,
  Loaded,
  Page,
  Section,
  Stack,
  Table,
  type TableColumn,
} from '@idle/ui';
import { Link } from 'react-router';
import { useOnlinePlayers, useWorldState } from '../api';
import { BackToConsole, playerPath } from '../console';
import { utcMinute } from '../format';
import { accountStatusName } from '../status';

export const WORLD_LOADING_TEXT = "Loading the world's state...";
export const WORLD_LOAD_FAILED_TEXT = "The world's state could not be loaded.";
export const ONLINE_LOADING_TEXT = 'Loading the players online...';
export const ONLINE_LOAD_FAILED_TEXT = 'The players online could not be loaded.';
export const NOBODY_ONLINE_TEXT = 'Nobody is online.';
export const NO_BOSS_TEXT = 'No world boss is alive.';

/** "12 min 34 s" of a number of seconds left. */
export function timeLeftText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes === 0
    ? `${formatNumber(rest)} s`
    : `${formatNumber(minutes)} min ${formatNumber(rest)} s`;
}

const SKILL_NAMES: Readonly<Record<string, string>> = {
  mining: 'Mining',
  woodcutting: 'Woodcutting',
  quarrying: 'Quarrying',
};

const BOSS_COLUMNS: TableColumn<WorldBoss>[] = [
  { key: 'name', header: 'Boss', render: (boss) => boss.name },
  { key: 'rarity', header: 'Rarity', render: (boss) => rarityName(boss.rarity) },
  { key: 'level', header: 'Level', align: 'right', render: (boss) => formatNumber(boss.level) },
  {
    key: 'hp',
    header: 'Hit points',
    align: 'right',
    render: (boss) => `${formatNumber(boss.hpRemaining)} / ${formatNumber(boss.hpMax)}`,
  },
];

const ONLINE_COLUMNS: TableColumn<AdminOnlinePlayer>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (player) => <Link to={playerPath(player.userid)}>{player.username}</Link>,
  },
  { key: 'status', header: 'Status', render: (player) => accountStatusName(player.accountStatus) },
  { key: 'active', header: 'Last active', render: (player) => utcMinute(player.lastActiveAt) },
];

function leaseText(lease: AdminWorldState['lease']): string {
  if (!lease.clustered) return 'One instance: it runs the world.';
  const holder = lease.holder === null ? 'No instance holds it now' : `Held by ${lease.holder}`;
  return `${holder}; this page was answered by ${lease.thisInstance}.`;
}

function WorldFigures({ world }: { world: AdminWorldState }) {
  const { bonusTime, actionBonus, gatheringEvent } = world;
  return (
    <Stack gap={5}>
      <Figures label="World">
        <Figure label="Players online">{formatNumber(world.playersOnline)}</Figure>
        <Figure label="Bonus Time">
          {bonusTime.timeRemaining > 0
            ? `+${formatNumber(bonusTimePercent(bonusTime.modifier))}%, ${timeLeftText(bonusTime.timeRemaining)} left`
            : 'Not running'}
        </Figure>
        <Figure label="Action bonus">
          {actionBonus.kind === null
            ? 'None'
            : `${ACTION_BONUS_NAMES[actionBonus.kind]}: ${formatNumber(actionBonus.current)} / ${formatCount(actionBonus.required, 'action')}`}
        </Figure>
        <Figure label="Gathering event">
          {gatheringEvent === null
            ? 'None'
            : `${SKILL_NAMES[gatheringEvent.type] ?? gatheringEvent.type}, +${formatNumber(gatheringEvent.bonusPercent)}% resources, ${timeLeftText(gatheringEvent.timeRemaining)} left`}
        </Figure>
        <Figure label="World lease">{leaseText(world.lease)}</Figure>
      </Figures>
      <Section title="World bosses" level={4}>
        {world.worldBosses.length === 0 ? (
          <EmptyState message={NO_BOSS_TEXT} />
        ) : (
          <Table
            caption="World bosses"
            hideCaption
            rows={world.worldBosses}
            rowKey={(boss) => boss.id}
            columns={BOSS_COLUMNS}
          />
        )}
      </Section>
    </Stack>
  );
}

export interface WorldViewProps {
  world: LoadState<AdminWorldState>;
  online: LoadState<AdminOnlinePlayer[]>;
  onRetryWorld: () => void;
  onRetryOnline: () => void;
  /** Asks both again. */
  onRefresh: () => void;
}

export function WorldView({
  world,
  online,
  onRetryWorld,
  onRetryOnline,
  onRefresh,
}: WorldViewProps) {
  return (
    <Page
      title="World"
      titleId="admin-world-title"
      actions={
        <Button size="sm" onClick={onRefresh}>
          Refresh
        </Button>
      }
    >
      <Stack gap={6}>
        <BackToConsole />
        <Section title="World state">
          <Loaded
            state={world}
            loadingText={WORLD_LOADING_TEXT}
            failedText={WORLD_LOAD_FAILED_TEXT}
            onRetry={onRetryWorld}
          >
            {(state) => <WorldFigures world={state} />}
          </Loaded>
        </Section>
        <Section title="Players online">
          <Loaded
            state={online}
            loadingText={ONLINE_LOADING_TEXT}
            failedText={ONLINE_LOAD_FAILED_TEXT}
            onRetry={onRetryOnline}
          >
            {(players) =>
              players.length === 0 ? (
                <EmptyState message={NOBODY_ONLINE_TEXT} />
              ) : (
                <Table
                  caption="Players online"
                  hideCaption
                  rows={players}
                  rowKey={(player) => player.userid}
                  columns={ONLINE_COLUMNS}
                />
              )
            }
          </Loaded>
        </Section>
      </Stack>
    </Page>
  );
}

export function WorldPage() {
  const world = useWorldState();
  const online = useOnlinePlayers();
  return (
    <WorldView
      world={world.state}
      online={online.state}
      onRetryWorld={world.reload}
      onRetryOnline={online.reload}
      onRefresh={() => {
        world.reload();
        online.reload();
      }}
    />
  );
}
