/** Creating accounts, logging in, checking passwords and finding players by name. */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { LOGIN_FAILED_TEXT, SKILL_IDS, USERNAME_TAKEN_TEXT } from '@idle/contracts';
import { newChatToken } from '../../chat/token';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { GameError } from '../errors';
import { banInForce } from '../admin/bans';
import { utcMinute } from '../clock';
import { latestAnnouncementId } from '../announcements/announcements.repository';
import { findUser, findUserByNameKey, insertUser } from './users.repository';
import { nextCaptchaTime } from '../autos/autos';
import { STARTER } from '../content/progression';
import type { GameContext } from '../context';
import { countFlow } from '../economy/economy';
import { insertEquipment } from '../inventory/equipment.repository';
import { insertItems } from '../inventory/items.repository';
import { insertTools } from '../inventory/tools.repository';
import { insertStartingSkills } from '../players/skills.repository';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';
import { periodKeys } from '../players/statistics';

export const BANNED_TEXT = 'This account is banned.';

/** The login refusal of a banned account: until when, or for good (`until` null). */
export function bannedText(until: number | null): string {
  return until === null ? BANNED_TEXT : `This account is banned until ${utcMinute(until)}.`;
}

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
      input.referrerId == null ? undefined : await findUser(trx, input.referrerId, ['id']);
    // Announcements posted before the player joined are not news to them.
    const seenAnnouncements = await latestAnnouncementId(trx);
    const userId = await insertUser(trx, {
      username: input.username,
      username_key: usernameKey(input.username),
      password_hash: input.passwordHash,
      email: input.email,
      created_at: input.now,
      autos: STARTER.maxAutos,
      max_autos: STARTER.maxAutos,
      chat_token: newChatToken(),
      ...STARTER.attributes,
      last_active_at: input.now,
      next_captcha_at: input.nextCaptchaAt,
      stats_day: day,
      stats_month: month,
      referrer_id: referrer?.id ?? null,
      announcements_seen_id: seenAnnouncements,
    });
    await insertStartingSkills(trx, userId, SKILL_IDS);
    const starterItems = Object.entries(STARTER.items).map(([id, amount]) => ({ id, amount }));
    await countFlow(trx, userId, starterItems, 'created');
    await insertItems(trx, userId, starterItems);
    await insertEquipment(
      trx,
      STARTER.equipmentSlots.map((slot) => ({
        user_id: userId,
        slot,
        level: 1,
        type: 1,
        rarity: 1,
      })),
    );
    await insertTools(trx, userId, STARTER.tools);
    return userId;
  });
}

/** A new player from the registration form; returns the user id. */
export async function registerAccount(
  game: GameContext,
  input: {
    username: string;
    password: string;
    email?: string | undefined;
    ref?: number | undefined;
  },
): Promise<number> {
  const now = game.clock.now();
  const taken = await findUserByNameKey(game.db, usernameKey(input.username), ['id']);
  if (taken) throw new GameError(USERNAME_TAKEN_TEXT);
  const passwordHash = await hashPassword(input.password);
  return createAccount(game.db, {
    username: input.username,
    passwordHash,
    email: input.email ?? null,
    now,
    nextCaptchaAt: nextCaptchaTime(game, now),
    referrerId: input.ref ?? null,
  }).catch((error: unknown) => {
    // Two registrations of one name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new GameError(USERNAME_TAKEN_TEXT);
    throw error;
  });
}

/**
 * The user id of a login's name and password; an unknown name and a wrong password read alike.
 * A ban that has ended is lifted here (admin/bans.ts).
 */
export async function logIn(
  db: Db,
  username: string,
  password: string,
  now: number,
): Promise<number> {
  const user = await findUserByNameKey(db, usernameKey(username), [
    'id',
    'password_hash',
    'banned',
  ]);
  const ok = await checkPassword(user?.password_hash ?? null, password);
  if (!user || !ok) throw new GameError(LOGIN_FAILED_TEXT);
  if (user.banned !== 0) {
    const ban = await banInForce(db, user.id, now);
    if (ban) throw new GameError(bannedText(ban.until));
  }
  return user.id;
}

/** The user id of a player named in a request, whatever the name's case. */
export async function userIdByName(db: Db, username: string): Promise<number> {
  const row = await findUserByNameKey(db, usernameKey(username), ['id']);
  if (!row) throw new GameError(UNKNOWN_PLAYER_TEXT);
  return row.id;
}
