import { describe, expect, it } from 'vitest';
import {
  PASSWORD_CHANGED_TEXT,
  USERNAME_CHANGED_TEXT,
  USERNAME_CHANGE_COST_CREDITS,
} from './account';

describe('account constants', () => {
  it('match spec 001, sections 8 and 9', () => {
    expect(USERNAME_CHANGE_COST_CREDITS).toBe(50);
    expect(USERNAME_CHANGED_TEXT).toBe('You have changed your username.');
    expect(PASSWORD_CHANGED_TEXT).toBe('You have changed your password.');
  });
});
