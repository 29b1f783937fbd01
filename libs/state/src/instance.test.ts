import { describe, expect, it, vi } from 'vitest';
import { $player, STATE_INSTANCE_ID } from './index';

describe('STATE_INSTANCE_ID', () => {
  it('is the same for every import of one module copy', async () => {
    const again = await import('./index');
    expect(again.STATE_INSTANCE_ID).toBe(STATE_INSTANCE_ID);
    expect(again.$player).toBe($player);
  });

  it('differs in a second copy of the module, with different stores', async () => {
    vi.resetModules();
    const copy = await import('./index');
    expect(copy.STATE_INSTANCE_ID).not.toBe(STATE_INSTANCE_ID);
    expect(copy.$player).not.toBe($player);
  });
});
