import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SOCKET_PORT,
  CHAT_MUTE_MAX_MINUTES,
  MUTE_USAGE_TEXT,
  PM_USAGE_TEXT,
  UNKNOWN_COMMAND_TEXT,
  VIEW_USAGE_TEXT,
  clampChatSize,
  parseChatInput,
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

describe('parseChatInput', () => {
  it('reads plain text, /me, /m, /view, /mute and /unmute', () => {
    expect(parseChatInput('  hello there ')).toEqual({ kind: 'say', text: 'hello there' });
    expect(parseChatInput('//me is text')).toEqual({ kind: 'say', text: '//me is text' });
    expect(parseChatInput('/me waves')).toEqual({ kind: 'me', text: 'waves' });
    expect(parseChatInput('/m Some One: hi: there')).toEqual({
      kind: 'pm',
      to: 'Some One',
      text: 'hi: there',
    });
    expect(parseChatInput('/view Bob')).toEqual({ kind: 'view', username: 'Bob' });
    expect(parseChatInput('/mute Bob 30')).toEqual({ kind: 'mute', username: 'Bob', minutes: 30 });
    expect(parseChatInput('/unmute Bob')).toEqual({ kind: 'unmute', username: 'Bob' });
  });

  it('refuses incomplete or unknown commands with their usage', () => {
    expect(parseChatInput('/m Bob hi')).toEqual({ kind: 'invalid', error: PM_USAGE_TEXT });
    expect(parseChatInput('/m : hi')).toEqual({ kind: 'invalid', error: PM_USAGE_TEXT });
    expect(parseChatInput('/m Bob:   ')).toEqual({ kind: 'invalid', error: PM_USAGE_TEXT });
    expect(parseChatInput('/view')).toEqual({ kind: 'invalid', error: VIEW_USAGE_TEXT });
    expect(parseChatInput('/mute Bob 0')).toEqual({ kind: 'invalid', error: MUTE_USAGE_TEXT });
    expect(parseChatInput(`/mute Bob ${CHAT_MUTE_MAX_MINUTES + 1}`)).toEqual({
      kind: 'invalid',
      error: MUTE_USAGE_TEXT,
    });
    expect(parseChatInput('/dance')).toEqual({ kind: 'invalid', error: UNKNOWN_COMMAND_TEXT });
    expect(() => parseChatInput(3 as unknown as string)).toThrow();
  });
});
