/**
 * Failures outside a request reach the server's log as structured lines, counted by where they
 * happened; without a log set, the console.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryBusNetwork } from '../cluster/bus';
import {
  backgroundError,
  resetBackgroundLog,
  sendBackgroundLogTo,
  type BackgroundLogSink,
} from './background-log';
import { backgroundErrorsTotal, countedBackgroundLog } from './server-metrics';

function recordingLog() {
  const lines: { level: 'error' | 'warn'; fields: object; message: string }[] = [];
  const log: BackgroundLogSink = {
    error: (fields, message) => lines.push({ level: 'error', fields, message }),
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
  };
  return { log, lines };
}

const counted = async (where: string) =>
  (await backgroundErrorsTotal.get()).values.find((value) => value.labels.where === where)?.value ??
  0;

afterEach(() => {
  resetBackgroundLog();
  vi.restoreAllMocks();
});

describe('the background log', () => {
  it("a cluster message handler's failure is a line of the log, and the other handlers still run", async () => {
    const { log, lines } = recordingLog();
    sendBackgroundLogTo(log);
    const network = memoryBusNetwork();
    const sender = network.join();
    const receiver = network.join();
    const failure = new Error('handler broke');
    const received: string[] = [];
    receiver.subscribe(() => {
      throw failure;
    });
    receiver.subscribe((message) => received.push(message.kind));
    sender.publish({ kind: 'world' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual(['world']);
    expect(lines).toEqual([
      {
        level: 'error',
        fields: { err: failure, where: 'cluster message handler' },
        message: 'cluster message handler failed',
      },
    ]);
  });

  it('the server counts each error line by where it happened', async () => {
    const { log, lines } = recordingLog();
    sendBackgroundLogTo(countedBackgroundLog(log));
    const before = await counted('world step');
    backgroundError('world step', new Error('a schedule broke'));
    backgroundError('world step', new Error('again'));
    expect((await counted('world step')) - before).toBe(2);
    expect(lines.map((line) => line.message)).toEqual(['world step failed', 'world step failed']);
  });

  it('without a log set, errors go to the console', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('early');
    backgroundError('chat frame', failure);
    expect(printed).toHaveBeenCalledWith('chat frame failed', failure);
  });
});
