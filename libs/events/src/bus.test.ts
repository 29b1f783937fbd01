import type { TickAnswer } from '@idle/contracts';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { BUS_INSTANCE_ID, bus, createBus, onBus } from './index';
import type { BusEventName } from './index';

const answer: TickAnswer = { delay: 2000, autos: 10 };

describe('createBus', () => {
  it('delivers typed payloads to the listeners of that event only', () => {
    const local = createBus();
    const ticks = vi.fn();
    const notes = vi.fn();
    local.on('tick', ticks);
    local.on('notify', notes);
    local.emit('tick', { action: 'battling', answer });
    expect(ticks).toHaveBeenCalledWith({ action: 'battling', answer });
    expect(notes).not.toHaveBeenCalled();
  });

  it('emits events without payload', () => {
    const local = createBus();
    const stop = vi.fn();
    local.on('stopAction', stop);
    local.emit('stopAction');
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('gives every bus its own listeners', () => {
    const first = createBus();
    const second = createBus();
    const handler = vi.fn();
    first.on('navigate', handler);
    second.emit('navigate', { to: '/areas' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps calling the other handlers when one throws, and reports the error', () => {
    const onHandlerError = vi.fn();
    const local = createBus({ onHandlerError });
    const failure = new Error('remote bug');
    const after = vi.fn();
    const wildcard = vi.fn();
    local.on('navigate', () => {
      throw failure;
    });
    local.on('navigate', after);
    local.on('*', wildcard);
    local.emit('navigate', { to: '/' });
    expect(after).toHaveBeenCalledWith({ to: '/' });
    expect(wildcard).toHaveBeenCalledWith('navigate', { to: '/' });
    expect(onHandlerError).toHaveBeenCalledWith(failure, 'navigate');
  });

  it('reports a throwing handler on the console by default', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const local = createBus();
    local.on('navigate', () => {
      throw new Error('boom');
    });
    expect(() => {
      local.emit('navigate', { to: '/' });
    }).not.toThrow();
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('removes a handler with off', () => {
    const local = createBus();
    const handler = vi.fn();
    local.on('navigate', handler);
    local.off('navigate', handler);
    local.emit('navigate', { to: '/' });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('onBus', () => {
  it('listens on the page bus until the returned function is called', () => {
    const handler = vi.fn();
    const stop = onBus('logout', handler);
    bus.emit('logout', { reason: 'user' });
    stop();
    bus.emit('logout', { reason: 'expired' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ reason: 'user' });
  });

  it('can listen on another bus', () => {
    const local = createBus();
    const handler = vi.fn();
    const stop = onBus('notify', handler, local);
    bus.emit('notify', { kind: 'info', text: 'page bus' });
    local.emit('notify', { kind: 'error', text: 'local bus' });
    stop();
    local.emit('notify', { kind: 'error', text: 'after stop' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ kind: 'error', text: 'local bus' });
  });
});

describe('the singleton', () => {
  it('is one instance per module load, with a random id', async () => {
    const again = await import('./index');
    expect(again.bus).toBe(bus);
    expect(again.BUS_INSTANCE_ID).toBe(BUS_INSTANCE_ID);
    expect(BUS_INSTANCE_ID).toMatch(/^[a-z0-9]+-[a-z0-9]{10}$/);
  });

  it('gets a new id and a new bus when the module is loaded again (a second copy)', async () => {
    vi.resetModules();
    const copy = await import('./index');
    expect(copy.BUS_INSTANCE_ID).not.toBe(BUS_INSTANCE_ID);
    expect(copy.bus).not.toBe(bus);
  });
});

describe('BusEventName', () => {
  it('accepts the declared events and refuses other names (checked by tsc)', () => {
    expectTypeOf<'tick'>().toExtend<BusEventName>();
    expectTypeOf<'logout'>().toExtend<BusEventName>();
    expectTypeOf<string>().not.toExtend<BusEventName>();
    // @ts-expect-error an event BusEvents does not declare
    const stop = onBus('noSuchEvent', () => undefined);
    stop();
  });
});
