import { afterEach, describe, expect, it } from 'vitest';
import { $compactMode, applyCompactMode } from './compact-mode';

afterEach(() => {
  $compactMode.set(false);
});

describe('applyCompactMode', () => {
  it('keeps data-compact on the root in step with the preference, and stores it', () => {
    const root = document.createElement('div');
    const stop = applyCompactMode(root);
    expect(root.hasAttribute('data-compact')).toBe(false);
    $compactMode.set(true);
    expect(root.hasAttribute('data-compact')).toBe(true);
    expect(localStorage.getItem('idle:compactMode')).toBe('true');
    $compactMode.set(false);
    expect(root.hasAttribute('data-compact')).toBe(false);
    stop();
  });

  it('removes the attribute and stops following once stopped', () => {
    const root = document.createElement('div');
    $compactMode.set(true);
    const stop = applyCompactMode(root);
    expect(root.hasAttribute('data-compact')).toBe(true);
    stop();
    expect(root.hasAttribute('data-compact')).toBe(false);
    $compactMode.set(false);
    $compactMode.set(true);
    expect(root.hasAttribute('data-compact')).toBe(false);
  });
});
