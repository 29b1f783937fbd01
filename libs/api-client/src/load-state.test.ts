import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { describe, expect, it } from 'vitest';
import { ApiError, LogoutError, ServerDownError } from './errors';
import { failureText } from './load-state';

describe('failureText', () => {
  it('reads refusals and "Server is down.", and falls back for anything else', () => {
    expect(failureText(new ApiError('Refused.'), 'x')).toBe('Refused.');
    expect(failureText(new ServerDownError(), 'x')).toBe(SERVER_DOWN_TEXT);
    expect(failureText(new LogoutError(), 'x')).toBe('x');
    expect(failureText(new Error('?'))).toBe(SERVER_DOWN_TEXT);
  });
});
