import type { GatheringEvent } from '@idle/contracts';
import { describe, expect, it } from 'vitest';
import { readEventMessage, readGatheringEvent } from './index';

const MINING: GatheringEvent = {
  id: 12,
  type: 'mining',
  rarity: 4,
  timeRemaining: 900,
  bonusPercent: 50,
};

describe('readGatheringEvent', () => {
  it('copies the fields of a running event and drops the rest', () => {
    expect(readGatheringEvent(MINING)).toEqual(MINING);
    expect(readGatheringEvent({ ...MINING, stage: 'start', extra: 'x' })).toEqual(MINING);
    expect(readGatheringEvent({ ...MINING, type: 'quarrying', timeRemaining: 0 })).toEqual({
      ...MINING,
      type: 'quarrying',
      timeRemaining: 0,
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a list', [MINING]],
    ['an end message', { ...MINING, stage: 'end' }],
    ['an unknown skill', { ...MINING, type: 'fishing' }],
    ['a text id', { ...MINING, id: '12' }],
    ['a fractional id', { ...MINING, id: 1.5 }],
    ['a negative time', { ...MINING, timeRemaining: -1 }],
    ['a text time', { ...MINING, timeRemaining: '900' }],
    ['an infinite time', { ...MINING, timeRemaining: Infinity }],
    ['a missing bonus', { ...MINING, bonusPercent: undefined }],
    ['a negative rarity', { ...MINING, rarity: -2 }],
    ['a fractional rarity', { ...MINING, rarity: 2.5 }],
  ])('refuses %s', (_, data) => {
    expect(readGatheringEvent(data)).toBeNull();
  });
});

describe('readEventMessage', () => {
  it('reads a running event or the end of one', () => {
    expect(readEventMessage(MINING)).toEqual(MINING);
    expect(readEventMessage({ stage: 'end', id: 12, type: 'mining' })).toEqual({
      stage: 'end',
      id: 12,
    });
  });

  it.each([
    ['an end without id', { stage: 'end' }],
    ['an end with a text id', { stage: 'end', id: '12' }],
    ['an empty object', {}],
    ['a text', 'end'],
  ])('refuses %s', (_, data) => {
    expect(readEventMessage(data)).toBeNull();
  });
});
