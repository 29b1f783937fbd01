import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('says one in the singular and every other count in the plural, formatted', () => {
    expect(formatCount(1, 'fragment')).toBe('1 fragment');
    expect(formatCount(0, 'fragment')).toBe('0 fragments');
    expect(formatCount(2, 'celestial slot')).toBe('2 celestial slots');
    expect(formatCount(51_456, 'battle')).toBe('51,456 battles');
  });
  it('takes an irregular plural', () => {
    expect(formatCount(1, 'essence', 'essence')).toBe('1 essence');
    expect(formatCount(3, 'essence', 'essence')).toBe('3 essence');
  });
});
