import '@testing-library/jest-dom/vitest';
import { WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { $lastTick } from '@idle/state';
import { loadState, resetAll, sampleBattleResult } from '@idle/test-fixtures';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClanBossBattlePage, ClanMobBattlePage } from './ClanBattlePage';
import { sampleClanBossResult, sampleClanMobResult } from './fixtures';

const gains = () => screen.getByLabelText('Battle gains').textContent;

beforeEach(() => {
  resetAll();
  loadState();
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('ClanMobBattlePage', () => {
  it('waits for the current action until a clan mob tick answers, then shows it', () => {
    render(<ClanMobBattlePage />);
    expect(screen.getByRole('heading', { name: 'Clan Mob Battle' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
    act(() => {
      $lastTick.setKey('clanMobBattle', sampleClanMobResult());
    });
    expect(screen.queryByText(WAITING_FOR_ACTION_TEXT)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('You were victorious!');
  });

  it('shows the gains with the gold taxed, the clan experience, the drops to clan storage and the mobs remaining', () => {
    $lastTick.setKey('clanMobBattle', sampleClanMobResult({ attributeGain: 1 }));
    render(<ClanMobBattlePage />);
    expect(screen.getByText('Cellar Rat')).toBeVisible();
    expect(gains()).toMatch(
      /^Experience\+7Gold\+400Attribute gain\+1Gold taxed40Clan experience\+12To clan storage\+5 \S+Mobs remaining7$/,
    );
  });

  it('leaves out the tax when none was taken, and shows the last mob gone as 0', () => {
    $lastTick.setKey('clanMobBattle', sampleClanMobResult({ goldTaxed: 0, mobsRemaining: 0 }));
    render(<ClanMobBattlePage />);
    expect(gains()).not.toContain('Gold taxed');
    expect(gains()).toContain('Mobs remaining0');
  });

  it("does not show another action's tick", () => {
    $lastTick.setKey('battling', sampleBattleResult());
    render(<ClanMobBattlePage />);
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
  });
});

describe('ClanBossBattlePage', () => {
  it('waits for the current action until a clan boss tick answers', () => {
    $lastTick.setKey('clanMobBattle', sampleClanMobResult());
    render(<ClanBossBattlePage />);
    expect(screen.getByRole('heading', { name: 'Clan Boss Battle' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
  });

  it('shows a lost round against the boss with its clan experience and no mob count', () => {
    $lastTick.setKey('clanBossBattle', sampleClanBossResult());
    render(<ClanBossBattlePage />);
    expect(screen.getByText('Ancient Golem')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('You were defeated!');
    expect(gains()).toBe('Experience+0Gold+0Clan experience+3');
  });
});
