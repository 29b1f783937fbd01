/**
 * preferences.php's chat settings calls: the ignore list and the profanity filter, each with good
 * input and every refusal (its text, and nothing changed).
 */
import { IGNORE_LIST_MAX } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IGNORE_LIST_FULL_TEXT,
  IGNORE_SELF_TEXT,
  NOT_IGNORED_TEXT,
  alreadyIgnoredText,
} from '../game/chat/settings';
import { UNKNOWN_PLAYER_TEXT } from '../game/players/players';
import {
  createTestGame,
  insertStandInPlayers,
  recordingLiveHub,
  type TestGame,
  userIdOf,
} from '../test-support';

let t: TestGame;
let pushed: ReturnType<typeof recordingLiveHub>['pushed'];
let cookie: string;
beforeEach(async () => {
  const recording = recordingLiveHub();
  pushed = recording.pushed;
  t = await createTestGame({ live: recording.hub });
  cookie = await t.register('Hero_1');
  await t.register('Troll_2');
  await t.register('Other_3');
});
afterEach(async () => {
  await t.close();
});

const settings = async () =>
  (await t.get('preferences.php', { mod: 'getChatSettings' }, cookie)).json<unknown>();
const post = (mod: string, fields: Record<string, string>) =>
  t.post('preferences.php', { mod, ...fields }, cookie);

async function expectRefused(call: () => ReturnType<typeof post>, error: string): Promise<void> {
  const before = await settings();
  const pushesBefore = pushed.length;
  const answer = await call();
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toEqual({ error });
  expect(await settings()).toEqual(before);
  expect(pushed).toHaveLength(pushesBefore);
}

describe('getChatSettings', () => {
  it('answers an empty ignore list and the filter on for a new player', async () => {
    expect(await settings()).toEqual({ ignored: [], profanityFilter: true });
  });

  it('needs a session', async () => {
    const answer = await t.get('preferences.php', { mod: 'getChatSettings' });
    expect(answer.json()).toEqual({ fatalError: 'logout' });
  });
});

describe('addIgnore and removeIgnore', () => {
  it('adds players by name (any case), lists them by name, removes by id, and tells the sockets', async () => {
    const troll = await userIdOf(t.game, 'Troll_2');
    const other = await userIdOf(t.game, 'Other_3');
    const hero = await userIdOf(t.game, 'Hero_1');
    expect((await post('addIgnore', { username: 'troll_2' })).json()).toEqual({
      userid: troll,
      username: 'Troll_2',
    });
    expect(pushed.at(-1)).toEqual({
      userId: hero,
      type: 'chatSettingsChanged',
      data: { ignored: [troll], profanityFilter: true },
    });
    expect((await post('addIgnore', { username: ' Other_3 ' })).json()).toEqual({
      userid: other,
      username: 'Other_3',
    });
    expect(await settings()).toEqual({
      ignored: [
        { userid: other, username: 'Other_3' },
        { userid: troll, username: 'Troll_2' },
      ],
      profanityFilter: true,
    });
    expect((await post('removeIgnore', { id: String(troll) })).json()).toBe(true);
    expect(pushed.at(-1)).toMatchObject({ data: { ignored: [other] } });
    expect(await settings()).toEqual({
      ignored: [{ userid: other, username: 'Other_3' }],
      profanityFilter: true,
    });
  });

  it('refuses an unknown player, oneself, a player already ignored and a missing name', async () => {
    await post('addIgnore', { username: 'Troll_2' });
    await expectRefused(() => post('addIgnore', { username: 'Nobody_9' }), UNKNOWN_PLAYER_TEXT);
    await expectRefused(() => post('addIgnore', { username: 'Hero_1' }), IGNORE_SELF_TEXT);
    await expectRefused(
      () => post('addIgnore', { username: 'TROLL_2' }),
      alreadyIgnoredText('Troll_2'),
    );
    await expectRefused(() => post('addIgnore', { username: '  ' }), 'Enter a username.');
    await expectRefused(() => post('addIgnore', {}), 'Enter a username.');
  });

  /** Fills the list with `count` stand-ins: the list is full whoever is on it. */
  async function ignoreFillers(count: number): Promise<void> {
    const hero = await userIdOf(t.game, 'Hero_1');
    const rows = await insertStandInPlayers(t.game, 'Hero_1', count, 'Filler');
    await t.game.db
      .insertInto('chat_ignores')
      .values(rows.map((row) => ({ user_id: hero, ignored_id: row.id })))
      .execute();
  }

  async function ignoredCount(): Promise<number> {
    const { count } = await t.game.db
      .selectFrom('chat_ignores')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  it(`refuses a player beyond the ${IGNORE_LIST_MAX} on a full list`, async () => {
    await ignoreFillers(IGNORE_LIST_MAX);
    expect(IGNORE_LIST_FULL_TEXT).toBe('Your ignore list is full (500 players).');
    await expectRefused(() => post('addIgnore', { username: 'Troll_2' }), IGNORE_LIST_FULL_TEXT);
    expect(await ignoredCount()).toBe(IGNORE_LIST_MAX);
  });

  it(`keeps the cap under 30 calls at once at ${IGNORE_LIST_MAX - 10}: 10 pass`, async () => {
    await ignoreFillers(IGNORE_LIST_MAX - 10);
    const targets = await insertStandInPlayers(t.game, 'Hero_1', 30, 'Target');
    const answers = await Promise.all(
      targets.map((target) => post('addIgnore', { username: target.name })),
    );
    const passed = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(passed).toHaveLength(10);
    expect(refused.map((answer) => answer.json<unknown>())).toEqual(
      Array.from({ length: 20 }, () => ({ error: IGNORE_LIST_FULL_TEXT })),
    );
    expect(await ignoredCount()).toBe(IGNORE_LIST_MAX);
    expect(((await settings()) as { ignored: unknown[] }).ignored).toHaveLength(IGNORE_LIST_MAX);
  });

  it('refuses removing a player not on the list and ids that are not ids', async () => {
    await post('addIgnore', { username: 'Troll_2' });
    const other = await userIdOf(t.game, 'Other_3');
    await expectRefused(() => post('removeIgnore', { id: String(other) }), NOT_IGNORED_TEXT);
    await expectRefused(() => post('removeIgnore', { id: '999999' }), NOT_IGNORED_TEXT);
    await expectRefused(() => post('removeIgnore', { id: 'abc' }), 'The choice must be a number.');
    await expectRefused(() => post('removeIgnore', { id: '-3' }), 'That choice does not exist.');
    await expectRefused(() => post('removeIgnore', {}), 'The choice must be a number.');
  });
});

describe('setProfanityFilter', () => {
  it('switches the filter off and on, and tells the sockets', async () => {
    const hero = await userIdOf(t.game, 'Hero_1');
    expect((await post('setProfanityFilter', { enabled: '0' })).json()).toEqual({
      profanityFilter: false,
    });
    expect(await settings()).toEqual({ ignored: [], profanityFilter: false });
    expect(pushed.at(-1)).toEqual({
      userId: hero,
      type: 'chatSettingsChanged',
      data: { ignored: [], profanityFilter: false },
    });
    expect((await post('setProfanityFilter', { enabled: '1' })).json()).toEqual({
      profanityFilter: true,
    });
    expect(await settings()).toEqual({ ignored: [], profanityFilter: true });
  });

  it('refuses anything but 0 or 1', async () => {
    for (const enabled of ['2', 'true', '', 'on']) {
      await expectRefused(
        () => post('setProfanityFilter', { enabled }),
        'Turn the filter on or off.',
      );
    }
    await expectRefused(() => post('setProfanityFilter', {}), 'Turn the filter on or off.');
  });
});
