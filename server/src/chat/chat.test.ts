/**
 * The chat socket: frames validated (900 characters accepted, 901 refused), lines stored and
 * delivered as text, /me, private messages, clans, ignores, the profanity filter, the rate limit,
 * mutes, the history on connect and a changed chat token. Every refusal is checked for its text
 * and for nothing stored or delivered.
 */
import type { ChatLine } from '@idle/contracts';
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  NOT_A_MODERATOR_TEXT,
  NOT_JSON_TEXT,
  NO_CLAN_TEXT,
  PM_SELF_TEXT,
  VIEW_IN_BROWSER_TEXT,
  cannotMuteText,
  ignoredByText,
  ignoringText,
  CHAT_COMMAND_REASON,
  notMutedText,
} from './commands';
import { HISTORY_PER_CHANNEL, storeLine } from './lines';
import { CHAT_RATE_POINTS } from './rate-limit';
import { type ChatServer, startChatServer } from './socket';
import { UNKNOWN_PLAYER_TEXT } from '../game/players/players';
import { TEST_PASSWORD, createTestGame, type TestGame, userIdOf } from '../test-support';
import { setUpClan } from '../game/clan/clan-support';
import {
  type ChatClient,
  chatAccess,
  connectChat,
  drain,
  expectNoLine,
  lineWith,
  nextError,
  storedLines,
} from './chat-support';

let t: TestGame;
let chat: ChatServer;
beforeEach(async () => {
  t = await createTestGame();
  chat = await startChatServer(t.game.db, t.game.clock, 0);
  // Settings calls and password changes reach the sockets through the game's hub.
  t.game.live = chat.hub;
});
afterEach(async () => {
  await chat.close();
  await t.close();
});

const cookies: Record<string, string> = {};

async function player(name: string): Promise<ChatClient> {
  cookies[name] = await t.register(name);
  return connectChat(chat, await chatAccess(t, cookies[name]));
}

const prefs = (mod: string, fields: Record<string, string>, name: string) =>
  mod === 'getChatSettings'
    ? t.get('preferences.php', { mod, ...fields }, cookies[name])
    : t.post('preferences.php', { mod, ...fields }, cookies[name]);

async function setStatus(name: string, accountStatus: number) {
  await t.game.db
    .updateTable('users')
    .set({ account_status: accountStatus })
    .where('id', '=', await userIdOf(t.game, name))
    .execute();
}

describe('chat frames', () => {
  it('delivers a line to every socket with the author as the line shows them, and stores it', async () => {
    const ann = await player('Ann_1');
    const ben = await player('Ben_2');
    await setStatus('Ann_1', 50);
    t.game.clock.advance(1234);
    ann.say('hello all', 'trade');
    const got = await ben.next(lineWith('hello all'));
    const expected: ChatLine = {
      id: expect.any(Number) as number,
      type: 'msg',
      channel: 'trade',
      time: t.game.clock.now(),
      from: { userid: ann.userId, username: 'Ann_1', nobilityRank: 1, accountStatus: 50 },
      to: null,
      text: 'hello all',
    };
    expect(got).toEqual({ type: 'msg', data: expected, channel: 'trade' });
    expect((await ann.next(lineWith('hello all'))).data).toEqual(got.data);
    const stored = await storedLines(t);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ channel: 'trade', type: 'msg', user_id: ann.userId });
    expect(stored[0]?.id).toBe((got.data as ChatLine).id);
  });

  it('sends /me as a me line', async () => {
    const ann = await player('Ann_1');
    ann.say('/me waves');
    const got = await ann.next(lineWith('waves'));
    expect(got.type).toBe('me');
    expect((await storedLines(t))[0]).toMatchObject({ type: 'me', text: 'waves' });
  });

  it('accepts 900 characters and refuses 901, storing and sending nothing', async () => {
    const ann = await player('Ann_1');
    const ben = await player('Ben_2');
    const longest = 'x'.repeat(900);
    ann.say(longest);
    expect((await ben.next(lineWith(longest))).type).toBe('msg');
    ann.say('y'.repeat(901));
    expect(await nextError(ann)).toBe('Messages are at most 900 characters.');
    await drain(ann, ben);
    expectNoLine(ben, 'y'.repeat(901));
    const stored = await storedLines(t);
    expect(stored[0]?.text).toBe(longest);
    expect(stored.filter((line) => line.text.startsWith('y'))).toEqual([]);
  });

  it('refuses frames that are not JSON, of the wrong shape or channel, empty or binary', async () => {
    const ann = await player('Ann_1');
    const refusals: [string | Buffer, string][] = [
      ['not json', NOT_JSON_TEXT],
      [JSON.stringify({ type: 'chat', channel: 'general' }), 'Type a message first.'],
      [
        JSON.stringify({ type: 'shout', channel: 'general', text: 'hi' }),
        expect.any(String) as string,
      ],
      [
        JSON.stringify({ type: 'chat', channel: 'secret', text: 'hi' }),
        expect.any(String) as string,
      ],
      [JSON.stringify({ type: 'chat', channel: 'general', text: '   ' }), 'Type a message first.'],
      [JSON.stringify([1, 2]), expect.any(String) as string],
      [
        Buffer.from(JSON.stringify({ type: 'chat', channel: 'general', text: 'hi' })),
        'Chat messages are text frames.',
      ],
    ];
    for (const [frame, error] of refusals) {
      ann.socket.send(frame);
      expect(await nextError(ann)).toEqual(error);
    }
    expect(await storedLines(t)).toEqual([]);
    expect(ann.lines()).toEqual([]);
  });

  it('stores and sends HTML and markup byte for byte, as text', async () => {
    const ann = await player('Ann_1');
    const ben = await player('Ben_2');
    await prefs('setProfanityFilter', { enabled: '0' }, 'Ben_2');
    const payloads = [
      '<script>alert("x")</script>',
      '<img src=x onerror=alert(1)> &amp; &lt;b&gt; \'quotes\' "double"',
      '[item:iron_bar] [jewel:12] [trinket:3] <b>bold</b>',
      'emoji 🐉 and \\u003c escaped',
    ];
    for (const text of payloads) {
      ann.say(text);
      expect((await ben.next(lineWith(text))).data).toMatchObject({ text });
      expect((await ann.next(lineWith(text))).data).toMatchObject({ text });
    }
    expect((await storedLines(t)).map((line) => line.text)).toEqual(payloads);
    const history = await connectChat(chat, await chatAccess(t, cookies.Ben_2 ?? ''));
    const loaded = history.received[0]?.data as ChatLine[];
    expect(loaded.map((line) => line.text)).toEqual(payloads);
  });

  it('refuses /view politely and unknown commands with their text, storing nothing', async () => {
    const ann = await player('Ann_1');
    ann.say('/view Ben_2');
    expect(await nextError(ann)).toBe(VIEW_IN_BROWSER_TEXT);
    ann.say('/shout hi');
    expect(await nextError(ann)).toBe('Unknown command. Use /me, /m player: text or /view player.');
    ann.say('/m nobody');
    expect(await nextError(ann)).toBe('Write a private message as /m player: text');
    expect(await storedLines(t)).toEqual([]);
  });
});

describe('private messages', () => {
  it('reaches every socket of the recipient as pm-from and the sender as pm-to, no one else', async () => {
    const ann = await player('Ann_1');
    const ben = await player('Ben_2');
    const benAgain = await connectChat(chat, await chatAccess(t, cookies.Ben_2 ?? ''));
    const cid = await player('Cid_3');
    ann.say('/m ben_2: meet at the market');
    for (const socket of [ben, benAgain]) {
      const got = await socket.next(lineWith('meet at the market'));
      expect(got).toMatchObject({ type: 'pm-from', channel: 'pm' });
      expect(got.data).toMatchObject({
        type: 'pm-from',
        from: { userid: ann.userId, username: 'Ann_1' },
        to: { userid: ben.userId, username: 'Ben_2' },
      });
    }
    expect((await ann.next(lineWith('meet at the market'))).type).toBe('pm-to');
    await drain(ann, cid);
    expectNoLine(cid, 'meet at the market');
    expect(await storedLines(t, 'pm')).toMatchObject([
      { user_id: ann.userId, to_user_id: ben.userId, text: 'meet at the market' },
    ]);
  });

  it('refuses an unknown player and oneself, storing nothing', async () => {
    const ann = await player('Ann_1');
    ann.say('/m Nobody_9: hello?');
    expect(await nextError(ann)).toBe(UNKNOWN_PLAYER_TEXT);
    ann.say('/m Ann_1: note to self');
    expect(await nextError(ann)).toBe(PM_SELF_TEXT);
    expect(await storedLines(t)).toEqual([]);
    expect(ann.lines()).toEqual([]);
  });

  it('refuses between players when either ignores the other', async () => {
    const ann = await player('Ann_1');
    const ben = await player('Ben_2');
    expect((await prefs('addIgnore', { username: 'Ann_1' }, 'Ben_2')).statusCode).toBe(200);
    ann.say('/m Ben_2: are you there?');
    expect(await nextError(ann)).toBe(ignoredByText('Ben_2'));
    ben.say('/m Ann_1: sneaky');
    expect(await nextError(ben)).toBe(ignoringText('Ann_1'));
    expect(await storedLines(t, 'pm')).toEqual([]);
    expect([...ann.lines(), ...ben.lines()]).toEqual([]);
  });
});

describe('ignore list on live delivery', () => {
  it("stops delivering an ignored player's public lines, and resumes when removed", async () => {
    const ann = await player('Ann_1');
    const ben = await player('Ben_2');
    const cid = await player('Cid_3');
    const added = await prefs('addIgnore', { username: 'Ann_1' }, 'Ben_2');
    expect(added.json()).toEqual({ userid: ann.userId, username: 'Ann_1' });
    ann.say('can you hear me');
    await cid.next(lineWith('can you hear me'));
    await drain(cid, ben);
    expectNoLine(ben, 'can you hear me');
    // Ann still sees her own line.
    await ann.next(lineWith('can you hear me'));

    expect((await prefs('removeIgnore', { id: String(ann.userId) }, 'Ben_2')).json()).toBe(true);
    ann.say('and now?');
    await ben.next(lineWith('and now?'));
  });
});

describe('clan channel', () => {
  it('reaches only members of the clan, and refuses players without one', async () => {
    const clan = await setUpClan(t, 'Owls', 'Lead_1', { Mem_2: 5 });
    const lead = await connectChat(chat, await chatAccess(t, clan.cookies.Lead_1 ?? ''));
    const member = await connectChat(chat, await chatAccess(t, clan.cookies.Mem_2 ?? ''));
    const outsider = await player('Out_3');
    lead.say('clan meeting', 'clan');
    const got = await member.next(lineWith('clan meeting'));
    expect(got.channel).toBe(`clan-${clan.clanId}`);
    await drain(lead, outsider);
    expectNoLine(outsider, 'clan meeting');
    outsider.say('let me in', 'clan');
    expect(await nextError(outsider)).toBe(NO_CLAN_TEXT);
    expect((await storedLines(t)).map((line) => line.text)).not.toContain('let me in');
    // The clan's history is the members' alone.
    const later = await connectChat(chat, await chatAccess(t, cookies.Out_3 ?? ''));
    expect((later.received[0]?.data as ChatLine[]).map((line) => line.text)).not.toContain(
      'clan meeting',
    );
    const again = await connectChat(chat, await chatAccess(t, clan.cookies.Mem_2 ?? ''));
    expect((again.received[0]?.data as ChatLine[]).map((line) => line.text)).toContain(
      'clan meeting',
    );
  });
});

describe('profanity filter', () => {
  it('masks lines for players with the filter on (the default), not for those who switched it off', async () => {
    const ann = await player('Ann_1');
    const ben = await player('Ben_2');
    const cid = await player('Cid_3');
    expect((await prefs('setProfanityFilter', { enabled: '0' }, 'Cid_3')).json()).toEqual({
      profanityFilter: false,
    });
    ann.say('what the fuck');
    expect((await ben.next(lineWith('what the ****'))).data).toMatchObject({
      text: 'what the ****',
    });
    await cid.next(lineWith('what the fuck'));
    expect((await storedLines(t))[0]?.text).toBe('what the fuck');
    // The history is masked the same way.
    const later = await connectChat(chat, await chatAccess(t, cookies.Ben_2 ?? ''));
    expect((later.received[0]?.data as ChatLine[])[0]?.text).toBe('what the ****');
  });
});

describe('rate limit', () => {
  it(`accepts ${CHAT_RATE_POINTS} messages in 30 s and refuses the next with the wait`, async () => {
    const ann = await player('Ann_1');
    for (let n = 1; n <= CHAT_RATE_POINTS; n += 1) ann.say(`line ${n}`);
    await ann.next(lineWith(`line ${CHAT_RATE_POINTS}`));
    ann.say('one too many');
    expect(await nextError(ann)).toMatch(
      /^You are sending messages too fast\. Wait (30|29) s before the next one\.$/,
    );
    expect(await storedLines(t)).toHaveLength(CHAT_RATE_POINTS);
    expectNoLine(ann, 'one too many');
  });
});

describe('mutes', () => {
  it('lets a Mod mute a player for a time, refusing their lines until it ends, and unmute', async () => {
    const mod = await player('Mod_1');
    const ann = await player('Ann_1');
    await setStatus('Mod_1', 50);
    mod.say('/mute Ann_1 10');
    const confirmed = await mod.next(
      lineWith(
        `Ann_1 is muted until ${new Date(t.game.clock.now() + 600_000).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      ),
    );
    expect(confirmed.type).toBe('notification');
    const until = t.game.clock.now() + 600_000;
    const muteRow = await t.game.db
      .selectFrom('chat_mutes')
      .select(['user_id', 'until', 'muted_by', 'reason'])
      .execute();
    // The chat's /mute gives no reason (the operator console's mute does).
    expect(muteRow).toEqual([{ user_id: ann.userId, until, muted_by: mod.userId, reason: null }]);
    const before = await storedLines(t);
    ann.say('let me speak');
    expect(await nextError(ann)).toBe(
      `You are muted until ${new Date(until).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    );
    ann.say('/m Mod_1: please');
    expect(await nextError(ann)).toMatch(/^You are muted until /);
    expect(await storedLines(t)).toEqual(before);

    t.game.clock.advance(600_001);
    ann.say('free again');
    await ann.next(lineWith('free again'));

    const secondUntil = t.game.clock.now() + 300_000;
    mod.say('/mute Ann_1 5');
    await mod.next((message) => message.type === 'notification');
    mod.say('/unmute Ann_1');
    await mod.next(lineWith('Ann_1 can chat again.'));
    ann.say('thanks');
    await ann.next(lineWith('thanks'));
    mod.say('/unmute Ann_1');
    expect(await nextError(mod)).toBe(notMutedText('Ann_1'));

    // Each mute set or lifted is in the operators' audit trail; the refused unmute is not.
    const trail = await t.game.db
      .selectFrom('admin_audit_trail')
      .select(['operator_id', 'action', 'target_id', 'reason', 'details'])
      .orderBy('id')
      .execute();
    const entry = (action: string, details: object) => ({
      operator_id: mod.userId,
      action,
      target_id: ann.userId,
      reason: CHAT_COMMAND_REASON,
      details: JSON.stringify(details),
    });
    expect(trail).toEqual([
      entry('mute', { until }),
      entry('mute', { until: secondUntil }),
      entry('unmute', {}),
    ]);
  });

  it('refuses /mute from a player who is not a Mod or Admin, of a Mod, and of unknown players', async () => {
    const ann = await player('Ann_1');
    const mod = await player('Mod_2');
    const admin = await player('Adm_3');
    await setStatus('Mod_2', 50);
    await setStatus('Adm_3', 100);
    ann.say('/mute Mod_2 10');
    expect(await nextError(ann)).toBe(NOT_A_MODERATOR_TEXT);
    ann.say('/unmute Mod_2');
    expect(await nextError(ann)).toBe(NOT_A_MODERATOR_TEXT);
    admin.say('/mute Mod_2 10');
    expect(await nextError(admin)).toBe(cannotMuteText('Mod_2'));
    mod.say('/mute Nobody_9 10');
    expect(await nextError(mod)).toBe(UNKNOWN_PLAYER_TEXT);
    mod.say('/mute Ann_1 0');
    expect(await nextError(mod)).toBe('Mute with /mute player minutes (1 to 43,200).');
    expect(await t.game.db.selectFrom('chat_mutes').selectAll().execute()).toEqual([]);
    expect(await storedLines(t)).toEqual([]);
  });
});

describe('history', () => {
  it('sends the public channels, own private messages, oldest first, without ignored authors', async () => {
    const ann = await player('Ann_1');
    const ben = await player('Ben_2');
    await player('Cid_3');
    ann.say('first in general');
    await ann.next(lineWith('first in general'));
    ben.say('help me', 'help');
    await ben.next(lineWith('help me'));
    ann.say('/m Ben_2: secret');
    await ann.next(lineWith('secret'));
    ben.say('/m Cid_3: other secret');
    await ben.next(lineWith('other secret'));
    ann.say('/me trades', 'trade');
    await ann.next(lineWith('trades'));

    const forBen = await connectChat(chat, await chatAccess(t, cookies.Ben_2 ?? ''));
    const loaded = forBen.received[0]?.data as ChatLine[];
    expect(loaded.map((line) => [line.type, line.channel, line.text])).toEqual([
      ['msg', 'general', 'first in general'],
      ['msg', 'help', 'help me'],
      ['pm-from', 'pm', 'secret'],
      ['pm-to', 'pm', 'other secret'],
      ['me', 'trade', 'trades'],
    ]);

    await prefs('addIgnore', { username: 'Ann_1' }, 'Cid_3');
    const forCid = await connectChat(chat, await chatAccess(t, cookies.Cid_3 ?? ''));
    expect((forCid.received[0]?.data as ChatLine[]).map((line) => line.text)).toEqual([
      'help me',
      'other secret',
    ]);
  });

  it(`keeps the newest ${HISTORY_PER_CHANNEL} lines of a channel`, async () => {
    const ann = await player('Ann_1');
    const from = { userid: ann.userId, username: 'Ann_1', nobilityRank: 1, accountStatus: 0 };
    for (let n = 1; n <= HISTORY_PER_CHANNEL + 5; n += 1) {
      await storeLine(t.game.db, {
        id: 0,
        type: 'msg',
        channel: 'general',
        time: n,
        from,
        to: null,
        text: `line ${n}`,
      });
    }
    await storeLine(t.game.db, {
      id: 0,
      type: 'msg',
      channel: 'trade',
      time: 0,
      from,
      to: null,
      text: 'kept',
    });
    const general = await storedLines(t, 'general');
    expect(general).toHaveLength(HISTORY_PER_CHANNEL);
    expect(general[0]?.text).toBe('line 6');
    expect(general.at(-1)?.text).toBe(`line ${HISTORY_PER_CHANNEL + 5}`);
    expect(await storedLines(t, 'trade')).toHaveLength(1);
  });
});

describe('chat token', () => {
  it('closes sockets opened with the old token when the password changes, and accepts the new one', async () => {
    const ann = await player('Ann_1');
    const ben = await player('Ben_2');
    const changed = await t.post(
      'preferences.php',
      {
        mod: 'changePassword',
        oldPassword: TEST_PASSWORD,
        newPassword1: 'a brand new password',
        newPassword2: 'a brand new password',
      },
      cookies.Ann_1,
    );
    expect(changed.json()).toBe(true);
    expect(await ann.closed).toBe(4003);
    const session = changed.cookies.find((entry) => entry.name === 'idle_session')?.value ?? '';
    const fresh = await connectChat(chat, await chatAccess(t, `idle_session=${session}`));
    fresh.say('back again');
    await ben.next(lineWith('back again'));
    expect(ben.socket.readyState).toBe(ben.socket.OPEN);
  });
});

describe('a socket being let in', () => {
  it('keeps a line sent as soon as the socket opens, before its checks have read the database', async () => {
    // A chat server whose every read answers late: the line reaches it while it still checks.
    const slowReads: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return args.result;
      },
    };
    const slowChat = await startChatServer(t.game.db.withPlugin(slowReads), t.game.clock, 0);
    try {
      cookies.Ben_2 = await t.register('Ben_2');
      const ben = await connectChat(slowChat, await chatAccess(t, cookies.Ben_2));
      cookies.Ann_1 = await t.register('Ann_1');
      const access = await chatAccess(t, cookies.Ann_1);
      const early = new WebSocket(
        `ws://localhost:${slowChat.port()}/?userid=${access.userid}&token=${encodeURIComponent(access.token)}`,
      );
      early.on('open', () =>
        early.send(JSON.stringify({ type: 'chat', channel: 'general', text: 'first words' })),
      );
      const got = await ben.next(lineWith('first words'));
      expect((got.data as ChatLine).from?.username).toBe('Ann_1');
      expect(await storedLines(t)).toHaveLength(1);
      early.close();
    } finally {
      await slowChat.close();
    }
  });
});
