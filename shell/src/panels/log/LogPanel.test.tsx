import '@testing-library/jest-dom/vitest';
import { DEVICE_LOG_MAX_ENTRIES, EMPTY_LOG_TEXT } from '@idle/game-rules';
import { $log, addToLog, applySocketMessage, applyTick, type DeviceLogEntry } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LogPanel } from './LogPanel';
import {
  chestInitialData,
  sampleBossReward,
  sampleChestTick,
  sampleDeviceLog,
  sampleTime,
} from './fixtures';

function entries(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Log entries' })).getAllByRole('listitem');
}

beforeEach(() => {
  resetAll();
  loadState();
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('LogPanel', () => {
  it('says the log is empty without entries, with no Clear button', () => {
    render(<LogPanel />);
    expect(screen.getByText(EMPTY_LOG_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('lists every entry newest first with its time and expanded markup', () => {
    addToLog(sampleDeviceLog());
    render(<LogPanel />);
    expect(entries().map((entry) => entry.textContent)).toEqual([
      '14:07:13You found a Mythical Battling Trinket.',
      '14:07:12You crafted a Legendary Ruby Jewel.',
      '14:07:11Rare drop! You found Ember Core.',
      '14:07:10+1,250 Rat Tail',
      '14:07:09You entered Cellar Key territory.',
    ]);
    expect(entries().map((entry) => entry.dataset.type)).toEqual([
      'trinket',
      'jewel',
      'rmsg',
      'item',
      'msg',
    ]);
  });

  it('shows each item of a dungeon chest and of a boss reward as the answers bring them', () => {
    loadState(chestInitialData());
    applyTick('dungeoneering', sampleChestTick(), sampleTime(0));
    applySocketMessage(sampleBossReward(), sampleTime(1));
    render(<LogPanel />);
    expect(entries().map((entry) => entry.textContent)).toEqual([
      '14:07:10+2 Troll Tooth',
      '14:07:10+1,250 Boss Tokens',
      '14:07:09+1 Ember Core',
      '14:07:09+20 Dungeoneering Tokens',
      '14:07:09+1 Rat Tail',
    ]);
    expect(entries().every((entry) => entry.dataset.type === 'item')).toBe(true);
  });

  it('shows html in an entry as text', () => {
    addToLog([{ type: 'msg', tstamp: sampleTime(), data: '<img src=x onerror=alert(1)>' }]);
    render(<LogPanel />);
    expect(entries()[0]).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(entries()[0]?.querySelector('img')).toBeNull();
  });

  it('shows "[Invalid Item]" for a drop of an unknown item', () => {
    addToLog([{ type: 'item', tstamp: sampleTime(), data: { id: 'dragon_egg', amount: 1 } }]);
    render(<LogPanel />);
    expect(entries()[0]).toHaveTextContent('+1 [Invalid Item]');
  });

  it('shows other data as plain text', () => {
    addToLog([
      { type: 'msg', tstamp: sampleTime(), data: { note: '<b>x</b>' } },
      { type: 'msg', tstamp: sampleTime(1), data: 42 },
    ]);
    render(<LogPanel />);
    expect(entries().map((entry) => entry.textContent)).toEqual([
      '14:07:1042',
      '14:07:09{"note":"<b>x</b>"}',
    ]);
  });

  it('shows all the device keeps, at most DEVICE_LOG_MAX_ENTRIES', () => {
    const many: DeviceLogEntry[] = Array.from({ length: DEVICE_LOG_MAX_ENTRIES + 20 }, (_, i) => ({
      type: 'msg',
      tstamp: sampleTime(i),
      data: `entry ${String(i)}`,
    }));
    addToLog(many);
    render(<LogPanel />);
    expect(entries()).toHaveLength(DEVICE_LOG_MAX_ENTRIES);
    expect(entries()[0]).toHaveTextContent(`entry ${String(DEVICE_LOG_MAX_ENTRIES + 19)}`);
  });

  it('adds new entries on top as they arrive', () => {
    addToLog(sampleDeviceLog());
    render(<LogPanel />);
    act(() => {
      addToLog([{ type: 'msg', tstamp: sampleTime(60), data: 'Newest' }]);
    });
    expect(entries()[0]).toHaveTextContent('14:08:09Newest');
    expect(entries()).toHaveLength(6);
  });

  it('clears the log', async () => {
    addToLog(sampleDeviceLog());
    render(<LogPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect($log.get()).toEqual([]);
    expect(screen.getByText(EMPTY_LOG_TEXT)).toBeInTheDocument();
  });
});
