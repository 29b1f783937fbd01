import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SOCKET_PORT,
  clampChatSize,
  validateChatHistorySize,
} from './chat';

describe('chat constants', () => {
  it('are the spec values', () => {
    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(900);
    expect(CHAT_SOCKET_PORT).toBe(8188);
  });
});

describe('clampChatSize', () => {
  it('keeps sizes from 0 to 50', () => {
    expect(clampChatSize(0)).toBe(0);
    expect(clampChatSize(25)).toBe(25);
    expect(clampChatSize(50)).toBe(50);
  });
  it('brings sizes outside 0..50 back to the nearest end', () => {
    expect(clampChatSize(-1)).toBe(0);
    expect(clampChatSize(51)).toBe(50);
    expect(clampChatSize(1e9)).toBe(50);
  });
  it('rounds to a whole size', () => {
    expect(clampChatSize(12.4)).toBe(12);
    expect(clampChatSize(12.5)).toBe(13);
    expect(Object.is(clampChatSize(-0.4), 0)).toBe(true);
  });
  it('throws for non-finite sizes', () => {
    expect(() => clampChatSize(Number.NaN)).toThrow(RuleInputError);
    expect(() => clampChatSize(Number.POSITIVE_INFINITY)).toThrow(
      'chat size must be a finite number',
    );
  });
});

describe('validateChatHistorySize', () => {
  const error = 'You must select a value between 20 and 300.';
  it('accepts whole numbers from 20 to 300', () => {
    expect(validateChatHistorySize('20')).toEqual({ ok: true, value: 20 });
    expect(validateChatHistorySize('150')).toEqual({ ok: true, value: 150 });
    expect(validateChatHistorySize('300')).toEqual({ ok: true, value: 300 });
  });
  it('refuses values outside 20..300 and non-numbers', () => {
    for (const input of ['19', '301', '0', '', 'abc', '-20', '25.5', ' 50']) {
      expect(validateChatHistorySize(input)).toEqual({ ok: false, error });
    }
  });
  it('throws for a non-string', () => {
    expect(() => validateChatHistorySize(50 as unknown as string)).toThrow(RuleInputError);
  });
});
