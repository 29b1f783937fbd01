/** Creating accounts and checking passwords. */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SKILL_IDS } from '@idle/contracts';
import type { Db } from '../db/database';
import { latestAnnouncementId } from './announcements';
import { STARTER } from './content/progression';
import { periodKeys } from './statistics';

/** argon2id with the library's defaults (19 MiB, 2 passes): about 30 ms a hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random password, verified against when the user does not exist, so an unknown
 * name takes as long to refuse as a wrong password. */
let decoyHash: Promise<string> | null = null;

export async function checkPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  decoyHash ??= hash(randomBytes(16).toString('hex'));
  const target = passwordHash ?? (await decoyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}

export function usernameKey(username: string): string {
  return username.toLowerCase();
}

/** Inserts a new player with everything a new player starts with; returns the user id. */
export async function createAccount(
  db: Db,
  input: {
    username: string;
    passwordHash: string;
    email: string | null;
    now: number;
    nextCaptchaAt: number;
    /** The referring player, when the id names an existing account (else ignored). */
    referrerId?: number | null;
  },
): Promise<number> {
  const { day, month } = periodKeys(input.now);
  return db.transaction().execute(async (trx) => {
    const referrer =
      input.referrerId == null
        ? undefined
        : await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', input.referrerId)
            .executeTakeFirst();
    // Announcements posted before the player joined are not news to them.
    const seenAnnouncements = await latestAnnouncementId(trx);
    const user = await trx
      .insertInto('users')
      .values({
        username: input.username,
        username_key: usernameKey(input.username),
        password_hash: input.passwordHash,
        email: input.email,
        created_at: input.now,
        autos: STARTER.maxAutos,
        max_autos: STARTER.maxAutos,
        chat_token: randomBytes(24).toString('base64url'),
        ...STARTER.attributes,
        last_active_at: input.now,
        next_captcha_at: input.nextCaptchaAt,
        stats_day: day,
        stats_month: month,
        referrer_id: referrer?.id ?? null,
        announcements_seen_id: seenAnnouncements,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = user.id;
    await trx
      .insertInto('skills')
      .values(SKILL_IDS.map((skill) => ({ user_id: userId, skill, exp: 0 })))
      .execute();
    await trx
      .insertInto('items')
      .values(
        Object.entries(STARTER.items).map(([item_id, amount]) => ({
          user_id: userId,
          item_id,
          amount,
        })),
      )
      .execute();
    await trx
      .insertInto('equipment')
      .values(
        STARTER.equipmentSlots.map((slot) => ({
          user_id: userId,
          slot,
          level: 1,
          type: 1,
          rarity: 1,
        })),
      )
      .execute();
    await trx
      .insertInto('tools')
      .values(
        Object.entries(STARTER.tools).map(([tool, level]) => ({ user_id: userId, tool, level })),
      )
      .execute();
    return userId;
  });
}
