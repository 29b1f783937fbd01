import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import { cacheResourceItem } from './black-market';

describe('cacheResourceItem', () => {
  it('maps 1, 2, 3 to metal, wood, stone', () => {
    expect(cacheResourceItem(1)).toBe('metal');
    expect(cacheResourceItem(2)).toBe('wood');
    expect(cacheResourceItem(3)).toBe('stone');
  });
  it('rejects any other choice', () => {
    expect(() => cacheResourceItem(0)).toThrow('cache resource choice must be one of 1, 2, 3');
    expect(() => cacheResourceItem(4)).toThrow(RuleInputError);
    expect(() => cacheResourceItem(Number.NaN)).toThrow(RuleInputError);
  });
});
