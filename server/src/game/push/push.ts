/**
 * push.php and the sender (issue 30): a device subscribes to pushes with the rules it wants,
 * each tab of the game says whether the player can see it, and every notice the game raises
 * (notices.ts) goes as a Web Push to the subscribed devices of players with no tab visible.
 * Notices are raised once by the instance that makes the thing happen, so each push leaves
 * once. A subscription the push service no longer knows (404 or 410) is forgotten.
 */
import { type PushAnswer, type PushRule, VISIBLE_TAB_TTL_MS } from '@idle/contracts';
import { PushSchemas } from '@idle/contracts/schemas';
import webpush from 'web-push';
import { GameError } from '../errors';
import { writeTransaction } from '../../db/transactions';
import type { Db } from '../../db/database';
import type { GameContext } from '../context';
import type { Notice } from '../notices';
import {
  deleteSubscription,
  deleteSubscriptionById,
  forgetTab,
  insertKeysIfNone,
  markTabVisible,
  readKeys,
  saveSubscription,
  subscriptionOf,
  subscriptionsFor,
} from './push.repository';

/** How long a push service keeps a push for a device that is off (seconds). */
const PUSH_TTL_SECONDS = 12 * 3600;
/** A push service slower than this is given up on: the next notice tries again. */
const PUSH_TIMEOUT_MS = 10_000;
const PUSH_TITLE = 'Idle RPG';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const keysByDb = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The game's VAPID key pair: made by the first instance that needs one and kept in the
 * database, so every instance signs with it and subscriptions outlive restarts.
 */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = keysByDb.get(db);
  if (!keys) {
    keys = (async () => {
      const existing = await readKeys(db);
      if (existing) return existing;
      await insertKeysIfNone(db, webpush.generateVAPIDKeys());
      const stored = await readKeys(db);
      if (!stored) throw new Error('The push keys could not be stored.');
      return stored;
    })();
    keys.catch(() => keysByDb.delete(db));
    keysByDb.set(db, keys);
  }
  return keys;
}

async function answer(game: GameContext, userId: number, endpoint?: string): Promise<PushAnswer> {
  const { publicKey } = await vapidKeys(game.db);
  const subscription =
    endpoint === undefined ? null : await subscriptionOf(game.db, userId, endpoint);
  return { publicKey, rules: subscription?.rules ?? null };
}

export function loadPush(
  game: GameContext,
  userId: number,
  input: { endpoint?: string | undefined },
): Promise<PushAnswer> {
  return answer(game, userId, input.endpoint);
}

export async function savePush(
  game: GameContext,
  userId: number,
  input: {
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
    rules: PushRule[];
  },
): Promise<PushAnswer> {
  const { endpoint, keys } = input.subscription;
  // Plain HTTP reaches a loopback push service in development and tests only.
  if (game.config.production && !endpoint.startsWith('https:')) {
    throw new GameError(PushSchemas.BAD_SUBSCRIPTION_TEXT);
  }
  await writeTransaction(game.db, (trx) =>
    saveSubscription(
      trx,
      { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, rules: input.rules },
      game.clock.now(),
    ),
  );
  return answer(game, userId, endpoint);
}

export async function removePush(
  game: GameContext,
  userId: number,
  input: { endpoint: string },
): Promise<PushAnswer> {
  await deleteSubscription(game.db, userId, input.endpoint);
  return answer(game, userId, input.endpoint);
}

export async function reportVisibility(
  game: GameContext,
  userId: number,
  input: { tab: string; visible: boolean },
): Promise<object> {
  const now = game.clock.now();
  if (input.visible) await markTabVisible(game.db, userId, input.tab, now + VISIBLE_TAB_TTL_MS);
  else await forgetTab(game.db, userId, input.tab, now);
  return {};
}

function vapidSubject(game: GameContext): string {
  const origin = game.config.publicOrigin;
  return origin?.startsWith('https:') ? origin : 'mailto:operator@idle-rpg.invalid';
}

/** Sends `notice` to every device that asked for its kind, of players with no tab visible. */
export async function sendPushes(game: GameContext, notice: Notice): Promise<number> {
  const subscriptions = await subscriptionsFor(
    game.db,
    notice.kind,
    notice.userId,
    game.clock.now(),
  );
  if (subscriptions.length === 0) return 0;
  const keys = await vapidKeys(game.db);
  const payload = JSON.stringify({
    title: PUSH_TITLE,
    body: notice.text,
    url: notice.route,
    tag: notice.kind,
  });
  let sent = 0;
  await Promise.all(
    subscriptions.map(async (subscription) => {
      // web-push encrypts and signs; the request is ours, so any push service address works
      // the same (the tests' service is plain HTTP on a loopback port).
      const request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
        {
          vapidDetails: { subject: vapidSubject(game), ...keys },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      let status: number;
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        status = response.status;
      } catch {
        // The service down or slow: this push is lost, the subscription stays for the next.
        return;
      }
      if (status >= 200 && status < 300) sent += 1;
      // Gone for good: the browser dropped the subscription or the player revoked it.
      else if (status === 404 || status === 410) {
        await deleteSubscriptionById(game.db, subscription.id);
      }
    }),
  );
  return sent;
}

/** Makes the game's notices pushes: called once per game context (main.ts, the test kit). */
export function registerPushSender(game: GameContext): () => void {
  return game.notices.listen(async (notice) => {
    await sendPushes(game, notice);
  });
}
