import '@testing-library/jest-dom/vitest';
import { answerNever } from '@idle/test-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOW, PLAYER_ID, sampleModeratorWhoami, samplePlayerDetail } from '../fixtures';
import { callsOf, renderAt, rows, shown, useConsoleHarness } from '../test-support';
import { MODERATION_TEXTS } from './ModerationForms';
import { MODERATION_ERRORS } from './moderation-rules';
import {
  NO_ITEMS_TEXT,
  NO_LOG_TEXT,
  NO_TRADES_TEXT,
  NOT_BANNED_TEXT,
  PLAYER_LOAD_FAILED_TEXT,
  PLAYER_LOADING_TEXT,
  PlayerPage,
  PlayerView,
} from './PlayerPage';

const harness = useConsoleHarness();

const region = (name: string) => screen.getByRole('region', { name });
const form = (name: string) => screen.getByRole('form', { name });

async function renderLoaded(): Promise<void> {
  renderAt(<PlayerPage />, `/admin/player/${String(PLAYER_ID)}`, '/admin/player/:userid');
  await screen.findByRole('heading', { name: 'lumberjack7', level: 2 });
  // The forms show once whoami said what the role may do.
  await screen.findByRole('form', { name: 'Ban lumberjack7' });
}

describe('PlayerPage states', () => {
  it("shows loading while it asks the player's detail", () => {
    harness.answering({ 'admin.php?mod=player': answerNever });
    renderAt(<PlayerPage />, '/admin/player/408', '/admin/player/:userid');
    expect(screen.getByRole('heading', { name: 'Player', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(PLAYER_LOADING_TEXT);
    expect(callsOf(harness.fetch, 'player')).toEqual([{ mod: 'player', userid: '408' }]);
  });

  it("shows the server's refusal once and its own sentence with Retry", async () => {
    harness.answering({ 'admin.php?mod=player': { error: 'That player does not exist.' } });
    renderAt(<PlayerPage />, '/admin/player/999', '/admin/player/:userid');
    expect(await screen.findByText(PLAYER_LOAD_FAILED_TEXT)).toBeVisible();
    expect(harness.refusals).toEqual([{ kind: 'error', text: 'That player does not exist.' }]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows the account, the mute in force, items, log lines and trades', async () => {
    await renderLoaded();
    expect(region('Account')).toHaveTextContent('Online');
    expect(region('Account')).toHaveTextContent('1,234 / 1,500');
    expect(region('Account')).toHaveTextContent('1,250,000');
    expect(within(region('Account')).getByRole('link', { name: /audit trail/ })).toHaveAttribute(
      'href',
      '/admin/audit?player=408&playerName=lumberjack7',
    );
    expect(region('Ban')).toHaveTextContent(NOT_BANNED_TEXT);
    expect(region('Mute')).toHaveTextContent(
      'Muted until 2026-11-28 15:00 UTC, by Warden_Ann. Reason: Spamming trade chat',
    );
    expect(rows(within(region('Items')).getByRole('table'))).toEqual([
      ['Gold', '1,250,000'],
      ['Troll Tooth', '4'],
      ['Rat Tail', '12,000'],
    ]);
    expect(
      within(region('Log'))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '2026-11-28 11:00 UTCYou found 1 x Troll Tooth.',
      '2026-11-28 09:00 UTCYou sent 500 x Gold to Hero_1.',
    ]);
    expect(rows(within(region('Recent trades')).getByRole('table'))).toEqual([
      ['2026-11-28 07:00 UTC', 'Sold', 'Rat Tail', '1,000', '2.50', 'Hero_1'],
      ['2026-11-27 10:00 UTC', 'Bought', 'Troll Tooth', '2', '150', 'A deleted account'],
    ]);
  });

  it('says when there are no items, log lines or trades, and shows a ban in force', () => {
    renderAt(
      <PlayerView
        state={{
          status: 'ready',
          data: samplePlayerDetail({
            items: { gold: 0 },
            log: [],
            trades: [],
            ban: {
              until: null,
              reason: 'Botting',
              byUserid: 2,
              byUsername: 'GameMaster',
              at: NOW,
            },
          }),
        }}
        permissions={{ moderate: false, compensation: false }}
        onRetry={() => undefined}
      />,
      '/admin/player/408',
    );
    expect(region('Items')).toHaveTextContent(NO_ITEMS_TEXT);
    expect(region('Log')).toHaveTextContent(NO_LOG_TEXT);
    expect(region('Recent trades')).toHaveTextContent(NO_TRADES_TEXT);
    expect(region('Ban')).toHaveTextContent(
      'Banned: Permanent, by GameMaster on 2026-11-28 12:00 UTC. Reason: Botting',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows a moderator the ban and mute forms, not compensation', async () => {
    harness.answering({ 'admin.php?mod=whoami': sampleModeratorWhoami() });
    await renderLoaded();
    expect(form('Unmute lumberjack7')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Compensation' })).toBeNull();
  });
});

describe('ban and unban', () => {
  it('names a missing reason and duration and sends nothing', async () => {
    await renderLoaded();
    await userEvent.click(within(form('Ban lumberjack7')).getByRole('button', { name: 'Ban' }));
    expect(form('Ban lumberjack7')).toHaveTextContent(MODERATION_ERRORS.noReason);
    expect(form('Ban lumberjack7')).toHaveTextContent(MODERATION_ERRORS.noDuration);
    expect(callsOf(harness.fetch, 'ban')).toEqual([]);
  });

  it('bans for a duration, sending its minutes; the page shows the ban', async () => {
    await renderLoaded();
    const ban = form('Ban lumberjack7');
    await userEvent.type(within(ban).getByLabelText('Reason'), ' Botting ');
    await userEvent.type(within(ban).getByLabelText('Duration'), '1');
    await userEvent.selectOptions(within(ban).getByLabelText('Unit'), 'Days');
    await userEvent.click(within(ban).getByRole('button', { name: 'Ban' }));
    await waitFor(() => {
      expect(region('Ban')).toHaveTextContent('Banned: Until 2026-11-29 12:00 UTC, by GameMaster');
    });
    expect(callsOf(harness.fetch, 'ban')).toEqual([
      {
        mod: 'ban',
        userid: '408',
        reason: 'Botting',
        end: JSON.stringify({ kind: 'minutes', minutes: 1_440 }),
      },
    ]);
    expect(shown()).toEqual([
      ['success', MODERATION_TEXTS.banned('lumberjack7', NOW + 24 * 3_600_000)],
    ]);
    expect(form('Unban lumberjack7')).toBeVisible();
  });

  it('bans for good', async () => {
    await renderLoaded();
    const ban = form('Ban lumberjack7');
    await userEvent.type(within(ban).getByLabelText('Reason'), 'Botting');
    await userEvent.selectOptions(within(ban).getByLabelText('Ends'), 'Never');
    expect(within(ban).queryByLabelText('Duration')).toBeNull();
    await userEvent.click(within(ban).getByRole('button', { name: 'Ban' }));
    await waitFor(() => {
      expect(callsOf(harness.fetch, 'ban')).toHaveLength(1);
    });
    expect(callsOf(harness.fetch, 'ban')[0]?.end).toBe(JSON.stringify({ kind: 'permanent' }));
  });

  it('unbans with a reason', async () => {
    harness.answering(
      {},
      samplePlayerDetail({
        ban: { until: null, reason: 'Botting', byUserid: 2, byUsername: 'GameMaster', at: NOW },
      }),
    );
    renderAt(<PlayerPage />, '/admin/player/408', '/admin/player/:userid');
    const unban = await screen.findByRole('form', { name: 'Unban lumberjack7' });
    expect(within(unban).queryByLabelText('Ends')).toBeNull();
    await userEvent.type(within(unban).getByLabelText('Reason'), 'Appeal accepted');
    await userEvent.click(within(unban).getByRole('button', { name: 'Unban' }));
    await waitFor(() => {
      expect(region('Ban')).toHaveTextContent(NOT_BANNED_TEXT);
    });
    expect(callsOf(harness.fetch, 'unban')).toEqual([
      { mod: 'unban', userid: '408', reason: 'Appeal accepted' },
    ]);
    expect(shown()).toEqual([['success', MODERATION_TEXTS.unbanned('lumberjack7')]]);
  });

  it('keeps the form when the server refuses, its text shown once', async () => {
    harness.answering({ 'admin.php?mod=ban': { error: 'You cannot ban an operator.' } });
    await renderLoaded();
    const ban = form('Ban lumberjack7');
    await userEvent.type(within(ban).getByLabelText('Reason'), 'Botting');
    await userEvent.type(within(ban).getByLabelText('Duration'), '2');
    await userEvent.click(within(ban).getByRole('button', { name: 'Ban' }));
    await waitFor(() => {
      expect(harness.refusals).toEqual([{ kind: 'error', text: 'You cannot ban an operator.' }]);
    });
    expect(shown()).toEqual([]);
    expect(region('Ban')).toHaveTextContent(NOT_BANNED_TEXT);
    expect(within(ban).getByLabelText('Reason')).toHaveValue('Botting');
  });
});

describe('mute and unmute', () => {
  it('unmutes, then mutes until a time typed in UTC (never for good)', async () => {
    await renderLoaded();
    const unmute = form('Unmute lumberjack7');
    await userEvent.type(within(unmute).getByLabelText('Reason'), 'Served enough');
    await userEvent.click(within(unmute).getByRole('button', { name: 'Unmute' }));
    const mute = await screen.findByRole('form', { name: 'Mute lumberjack7' });
    expect(callsOf(harness.fetch, 'unmute')).toEqual([
      { mod: 'unmute', userid: '408', reason: 'Served enough' },
    ]);
    expect(
      within(within(mute).getByLabelText('Ends')).queryByRole('option', { name: 'Never' }),
    ).toBeNull();
    await userEvent.selectOptions(within(mute).getByLabelText('Ends'), 'At a time (UTC)');
    await userEvent.type(within(mute).getByLabelText('Reason'), 'Insults');
    await userEvent.type(within(mute).getByLabelText('End time (UTC)'), '2020-01-01 00:00');
    await userEvent.click(within(mute).getByRole('button', { name: 'Mute' }));
    expect(mute).toHaveTextContent(MODERATION_ERRORS.pastTime);
    expect(callsOf(harness.fetch, 'mute')).toEqual([]);
    await userEvent.clear(within(mute).getByLabelText('End time (UTC)'));
    await userEvent.type(within(mute).getByLabelText('End time (UTC)'), '2099-01-01 00:00');
    await userEvent.click(within(mute).getByRole('button', { name: 'Mute' }));
    expect(mute).toHaveTextContent(MODERATION_ERRORS.durationTooLong);
    await userEvent.clear(within(mute).getByLabelText('End time (UTC)'));
    const end = new Date(Date.now() + 48 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    await userEvent.type(within(mute).getByLabelText('End time (UTC)'), end);
    await userEvent.click(within(mute).getByRole('button', { name: 'Mute' }));
    await waitFor(() => {
      expect(region('Mute')).toHaveTextContent('Muted until 2026-11-28 13:00 UTC, by GameMaster.');
    });
    expect(callsOf(harness.fetch, 'mute')).toEqual([
      {
        mod: 'mute',
        userid: '408',
        reason: 'Insults',
        end: JSON.stringify({ kind: 'until', at: Date.parse(`${end.replace(' ', 'T')}:00Z`) }),
      },
    ]);
    expect(shown()).toEqual([
      ['success', MODERATION_TEXTS.unmuted('lumberjack7')],
      ['success', MODERATION_TEXTS.muted('lumberjack7', NOW + 3_600_000)],
    ]);
  });
});

describe('compensation', () => {
  const items = () => form('Grant or take items of lumberjack7');

  it('names a missing amount and reason and sends nothing', async () => {
    await renderLoaded();
    await userEvent.click(within(items()).getByRole('button', { name: 'Grant' }));
    expect(items()).toHaveTextContent(MODERATION_ERRORS.noAmount);
    expect(items()).toHaveTextContent(MODERATION_ERRORS.noReason);
    expect(callsOf(harness.fetch, 'grantItems')).toEqual([]);
  });

  it('grants an item; the items show what the player holds now', async () => {
    await renderLoaded();
    await userEvent.selectOptions(within(items()).getByLabelText('Item'), 'Troll Tooth');
    await userEvent.type(within(items()).getByLabelText('Amount'), '2');
    await userEvent.type(within(items()).getByLabelText('Reason'), 'Lost in the outage');
    await userEvent.click(within(items()).getByRole('button', { name: 'Grant' }));
    await waitFor(() => {
      expect(rows(within(region('Items')).getByRole('table'))).toContainEqual(['Troll Tooth', '6']);
    });
    expect(callsOf(harness.fetch, 'grantItems')).toEqual([
      {
        mod: 'grantItems',
        userid: '408',
        itemId: 'troll_tooth',
        amount: '2',
        reason: 'Lost in the outage',
      },
    ]);
    expect(shown()).toEqual([
      ['success', MODERATION_TEXTS.granted('lumberjack7', 'troll_tooth', 2)],
    ]);
  });

  it('takes an item', async () => {
    await renderLoaded();
    await userEvent.selectOptions(within(items()).getByLabelText('Grant or take'), 'Take');
    await userEvent.selectOptions(within(items()).getByLabelText('Item'), 'Troll Tooth');
    await userEvent.type(within(items()).getByLabelText('Amount'), '1');
    await userEvent.type(within(items()).getByLabelText('Reason'), 'Granted twice');
    await userEvent.click(within(items()).getByRole('button', { name: 'Take' }));
    await waitFor(() => {
      expect(rows(within(region('Items')).getByRole('table'))).toContainEqual(['Troll Tooth', '3']);
    });
    expect(callsOf(harness.fetch, 'takeItems')).toEqual([
      {
        mod: 'takeItems',
        userid: '408',
        itemId: 'troll_tooth',
        amount: '1',
        reason: 'Granted twice',
      },
    ]);
  });
});
