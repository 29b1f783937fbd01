/** The users repository: the named columns, and names by their lowercased key. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { insertTestPlayer, openTestDatabase, type TestDatabase } from '../../test-support';
import {
  findUser,
  findUserByNameKey,
  isNameKeyTakenByOther,
  readUser,
  updateUser,
} from './users.repository';

let database: TestDatabase;
let db: Db;
const account = (username: string) => insertTestPlayer(db, username);
beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterEach(async () => {
  await database.close();
});

describe('users', () => {
  it('read and write the named columns', async () => {
    const id = await account('Reader');
    await updateUser(db, id, { autos: 7, last_area: 3 });
    expect(await readUser(db, id, ['username', 'autos', 'last_area'])).toEqual({
      username: 'Reader',
      autos: 7,
      last_area: 3,
    });
    expect(await findUser(db, id + 1000, ['id'])).toBeUndefined();
    await expect(readUser(db, id + 1000, ['id'])).rejects.toThrow();
  });

  it('find a player by the lowercased name, and tell whether another holds it', async () => {
    const first = await account('Twin');
    const second = await account('Other');
    expect(await findUserByNameKey(db, 'twin', ['id'])).toEqual({ id: first });
    expect(await findUserByNameKey(db, 'Twin', ['id'])).toBeUndefined();
    expect(await isNameKeyTakenByOther(db, 'twin', first)).toBe(false);
    expect(await isNameKeyTakenByOther(db, 'twin', second)).toBe(true);
    expect(await isNameKeyTakenByOther(db, 'nobody', second)).toBe(false);
  });
});
