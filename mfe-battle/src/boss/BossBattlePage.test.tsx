import '@testing-library/jest-dom/vitest';
import type { BossChargeData, BossFightData } from '@idle/contracts';
import { bus } from '@idle/events';
import { applyTick, beginAction } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SESSION } from '../analytics/combat-stats';
import { $combatSession } from '../analytics/store';
import { sampleBossCharge, sampleBossFight, sampleWorldBoss } from '../fixtures';
import { definition } from '../test-helpers';
import { BossBattlePage, bossKilledText, isBossCharge } from './BossBattlePage';

function deliver(data: BossChargeData | BossFightData): void {
  act(() => {
    const answer = { delay: 2000, autos: 140, data };
    applyTick('bossBattle', answer);
    bus.emit('tick', { action: 'bossBattle', answer });
  });
}

function bossBar(): HTMLElement {
  return screen.getByRole('progressbar', { name: 'Gorewing hit points' });
}

function gains(): HTMLElement {
  const dl = screen.getByText('Damage dealt this fight', { selector: 'dt' }).closest('dl');
  if (!dl) throw new Error('no gains');
  return dl;
}

beforeEach(() => {
  resetAll();
  $combatSession.set(EMPTY_SESSION);
  loadState();
});

afterEach(() => {
  cleanup();
  resetAll();
  $combatSession.set(EMPTY_SESSION);
});

describe('BossBattlePage', () => {
  it('waits for the first tick', () => {
    render(<BossBattlePage />);
    expect(screen.getByRole('heading', { name: 'Boss Battle', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for current action to finish...');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('region', { name: 'Combat analytics' })).toBeInTheDocument();
  });

  it('charges into battle on the wait tick, showing the boss and its hit points', () => {
    render(<BossBattlePage />);
    deliver(sampleBossCharge());
    expect(screen.getByText('You charge into battle...')).toBeVisible();
    expect(screen.queryByText('Waiting for current action to finish...')).toBeNull();
    const heading = screen.getByRole('heading', { name: /Gorewing/ });
    expect(heading).toHaveTextContent('Gorewing Level 80 \u00b7 Legendary');
    expect(bossBar()).toHaveAttribute('aria-valuetext', '3,250,000 / 5,000,000');
    expect(bossBar()).toHaveAttribute('aria-valuenow', '3250000');
    expect(screen.queryByRole('article')).toBeNull();
    // The charge is no fight.
    expect(definition(screen.getByRole('region', { name: 'Combat analytics' }), 'Fights')).toBe(
      '0',
    );
  });

  it('shows the attribute gain, gold taxed and clan exp the server sent, only when sent', () => {
    render(<BossBattlePage />);
    deliver(sampleBossFight({ attributeGain: 0 }));
    for (const term of ['Attribute gain', 'Gold taxed', 'Clan exp']) {
      expect(within(gains()).queryByText(term)).toBeNull();
    }
    deliver(sampleBossFight({ attributeGain: 1, goldTaxed: 2_400, clanExp: 1 }));
    expect(definition(gains(), 'Attribute gain')).toBe('+1');
    expect(definition(gains(), 'Gold taxed')).toBe('2,400');
    expect(definition(gains(), 'Clan exp')).toBe('+1');
  });

  it('shows a round: both fighters, the outcome, the shared hit points and the damage', () => {
    render(<BossBattlePage />);
    deliver(sampleBossCharge());
    deliver(
      sampleBossFight({
        boss: sampleWorldBoss({ hpRemaining: 3_237_520 }),
        damageDealt: 12_480,
        playerDamage: 98_680,
      }),
    );
    expect(screen.queryByText('You charge into battle...')).toBeNull();
    expect(screen.getByRole('article', { name: 'Hero_1' })).toHaveAttribute(
      'data-outcome',
      'loser',
    );
    expect(screen.getByRole('article', { name: 'Gorewing' })).toHaveAttribute(
      'data-outcome',
      'winner',
    );
    expect(screen.getByText('You were defeated!')).toBeInTheDocument();
    expect(bossBar()).toHaveAttribute('aria-valuetext', '3,237,520 / 5,000,000');
    expect(definition(gains(), 'Damage dealt this fight')).toBe('12,480');
    expect(definition(gains(), 'Your total damage to Gorewing')).toBe('98,680');
    expect(screen.queryByText('Gorewing has been slain!')).toBeNull();
    expect(definition(screen.getByRole('region', { name: 'Combat analytics' }), 'Fights')).toBe(
      '1',
    );
  });

  it('shows the exp and gold of a round', () => {
    render(<BossBattlePage />);
    deliver(sampleBossFight({ exp: 1_500, gold: 0 }));
    expect(definition(gains(), 'Experience')).toBe('+1,500');
    expect(within(gains()).queryByText('Gold')).toBeNull();
    deliver(sampleBossFight({ gold: 2_000 }));
    expect(definition(gains(), 'Gold')).toBe('+2,000');
  });

  it('says so when the fight killed the boss', () => {
    render(<BossBattlePage />);
    deliver(
      sampleBossFight({
        winner: 1,
        killed: true,
        boss: sampleWorldBoss({ hpRemaining: 0 }),
      }),
    );
    expect(screen.getByText('Gorewing has been slain!')).toBeVisible();
    expect(screen.getByText('You were victorious!')).toBeInTheDocument();
    expect(bossBar()).toHaveAttribute('aria-valuetext', '0 / 5,000,000');
  });

  it('draws a boss of an unknown rarity without failing', () => {
    render(<BossBattlePage />);
    deliver({ wait: 1, boss: sampleWorldBoss({ rarity: 99 }) });
    expect(screen.getByRole('heading', { name: /Gorewing/ })).toHaveTextContent(
      'Gorewing Level 80',
    );
  });

  it('waits again when a new action starts', () => {
    render(<BossBattlePage />);
    deliver(sampleBossFight());
    act(() => {
      beginAction('bossBattle', { id: 4 });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for current action to finish...');
  });
});

describe('boss helpers', () => {
  it('tells the charge from a fight', () => {
    expect(isBossCharge(sampleBossCharge())).toBe(true);
    expect(isBossCharge(sampleBossFight())).toBe(false);
  });

  it('writes the kill line', () => {
    expect(bossKilledText(sampleWorldBoss())).toBe('Gorewing has been slain!');
  });
});
