/** The SQL of `chat_messages`: the stored chat history, trimmed per channel. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ChatMessagesTable } from '../db/schema';

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** Stores a line; its id. */
export async function insertMessage(
  db: Db,
  message: Omit<Insertable<ChatMessagesTable>, 'id'>,
): Promise<number> {
  const { id } = await db
    .insertInto('chat_messages')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The id of the channel's `keep`-th newest line (of one recipient's private messages when
 * `recipient` is given), if it has that many.
 */
export async function findOldestKeptId(
  db: Db,
  channel: string,
  recipient: number | null,
  keep: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .$if(recipient !== null, (query) => query.where('to_user_id', '=', recipient))
    .where('channel', '=', channel)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(keep - 1)
    .executeTakeFirst();
  return row?.id;
}

/** Deletes the channel's lines older than `id` (of one recipient's when given). */
export async function deleteOlderThan(
  db: Db,
  channel: string,
  recipient: number | null,
  id: number,
): Promise<void> {
  await db
    .deleteFrom('chat_messages')
    .$if(recipient !== null, (query) => query.where('to_user_id', '=', recipient))
    .where('channel', '=', channel)
    .where('id', '<', id)
    .execute();
}

/**
 * The newest lines a player may read, newest first: of `channels`, and the private messages to
 * or from them, without lines of players they ignore.
 */
export function listHistory(
  db: Db,
  userId: number,
  channels: string[],
  pmChannel: string,
  limit: number,
): Promise<ChatMessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('channel', 'in', channels),
        eb.and([
          eb('channel', '=', pmChannel),
          eb.or([eb('to_user_id', '=', userId), eb('user_id', '=', userId)]),
        ]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('user_id', 'is', null),
        eb(
          'user_id',
          'not in',
          eb.selectFrom('chat_ignores').select('ignored_id').where('user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
