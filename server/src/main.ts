/** Starts the game server: database, chat socket, HTTP API and static shell. */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from './app';
import { createCaptchaService } from './captcha/captcha';
import { startChatServer } from './chat/socket';
import { joinCluster } from './cluster/join';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';
import { createGroupCommit } from './db/group-commit';
import { createActionCache } from './game/action-cache';
import type { ActionState } from './game/actions/state';
import { createSessions } from './http/session';
import { systemClock } from './game/clock';
import type { GameContext } from './game/context';
import { TICK_MODIFIERS } from './game/tick-modifiers';
import { createNotices } from './game/notices';
import { registerPushSender } from './game/push/push';
import { validateContent } from './game/content/validate';
import { systemRandom } from './game/random';
import { World } from './game/world/world';
import { WORLD_SCHEDULES } from './game/world-schedules';
import { createDrain } from './operations/drain';
import { wantsPrettyLogs } from './operations/logging';
import { collectProcessMetrics } from './operations/metrics';
import { startMetricsServer } from './operations/metrics-server';
import { countedBackgroundLog, worldLeaseHeld } from './operations/server-metrics';
import { sendBackgroundLogTo } from './operations/background-log';
import { closeHttp, gracefulShutdown } from './operations/shutdown';

const DEFAULT_ACTION_DELAY_MS = 6000;

async function main() {
  const root = join(import.meta.dirname, '..', '..');
  let config;
  try {
    config = configFromEnv(process.env, root);
  } catch (error) {
    // A refused setting: say which and why, without a stack, and start nothing.
    console.error(
      `The server did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  validateContent();
  const db = await openDatabase(config);
  const clock = systemClock();
  const notices = createNotices();
  const chat = await startChatServer(db, clock, config.chatPort, notices);
  // Several instances share one database and a Redis (REDIS_URL): see cluster/.
  const cluster = config.redisUrl ? await joinCluster(config.redisUrl, chat.hub) : null;
  const live = cluster?.hub ?? chat.hub;
  if (cluster) {
    chat.countSocketsOf(cluster.hub);
    chat.useCluster(cluster);
  }
  const actionDelayMs =
    config.devTools && process.env.ACTION_DELAY_MS
      ? Number(process.env.ACTION_DELAY_MS)
      : DEFAULT_ACTION_DELAY_MS;
  const world = new World({ db, clock, random: systemRandom, live, notices }, WORLD_SCHEDULES);
  await world.load();
  const game: GameContext = {
    db,
    groupCommit: createGroupCommit(db),
    actionCache: cluster
      ? cluster.shareActionCache(createActionCache<ActionState>())
      : createActionCache(),
    sessions: createSessions(db, config.sessionTtlSeconds, cluster?.bus),
    clock,
    random: systemRandom,
    config,
    captcha: createCaptchaService({
      secret: config.captchaSecret ?? randomBytes(32).toString('hex'),
      now: () => clock.now(),
    }),
    live,
    notices,
    world,
    ...(cluster ? { worldLease: cluster.worldLease } : {}),
    actionDelayMs,
    tickModifiers: TICK_MODIFIERS,
  };
  // Alone, this instance runs the world; in a cluster, only while it holds the world's lease.
  if (cluster) cluster.runWorld(world);
  else {
    world.start();
    worldLeaseHeld.set(1);
  }
  const drain = createDrain();
  registerPushSender(game);
  const app = await buildApp(game, {
    logger: {
      level: config.logLevel,
      pretty: wantsPrettyLogs(config.production, process.stdout.isTTY),
    },
    drain,
    ...(cluster ? { clusterRedis: cluster.redis } : {}),
  });
  const log = app.log;
  sendBackgroundLogTo(countedBackgroundLog(log));
  collectProcessMetrics();
  const metrics = config.metrics
    ? await startMetricsServer(config.metrics, { db }, (error) => {
        log.error({ err: error }, 'metrics scrape failed');
      })
    : null;
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  log.info(
    {
      port: config.port,
      chatPort: chat.port(),
      metricsPort: metrics?.port() ?? null,
      cluster: cluster !== null,
    },
    `Game server on http://localhost:${config.port} (chat socket on ${chat.port()}${cluster ? ', in a cluster' : ''})`,
  );

  // A graceful stop (operations/README.md): nothing answered is lost, nothing waits past 10 s.
  const shutdown = gracefulShutdown(
    [
      { name: 'readiness fails', run: () => drain.start() },
      {
        name: 'probes saw it',
        run: () => new Promise<void>((resolve) => setTimeout(resolve, config.shutdownDelayMs)),
      },
      // Waits for the requests in flight (ticks answer only once committed); new ones are refused.
      { name: 'HTTP closed', run: () => closeHttp(app) },
      { name: 'group commit flushed', run: () => game.groupCommit.settled() },
      {
        name: 'world stopped',
        run: () => (cluster ? cluster.stopWorld() : world.stop()),
      },
      // Last of the traffic: players keep their pushes and chat while their ticks finish.
      { name: 'live sockets closed', run: () => chat.drain() },
      { name: 'cluster left', run: () => cluster?.leave() },
      { name: 'metrics closed', run: () => metrics?.close() },
      { name: 'database closed', run: () => db.destroy() },
    ],
    { log },
  );
  process.once('SIGINT', () => void shutdown.run('SIGINT'));
  process.once('SIGTERM', () => void shutdown.run('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
