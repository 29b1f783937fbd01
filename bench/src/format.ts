/** The bench's number formats and its one-line summary of a load. */
import type { LoadResult } from './load';

export const int = (value: number) => Math.round(value).toLocaleString('en-US');
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const pad = (text: string, width: number) => text.padEnd(width);
/** A target's verdict, as every target line of the bench prints it. */
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export function line(
  result: Pick<LoadResult, 'perSecond' | 'p50Ms' | 'p99Ms' | 'non2xx' | 'statuses' | 'errors'>,
  unit: string,
  extra = '',
): string {
  const statuses = Object.entries(result.statuses)
    .map(([code, count]) => `${code}x${count}`)
    .join(' ');
  return (
    `${pad(`${int(result.perSecond)} ${unit}/s`, 16)} p50 ${pad(ms(result.p50Ms), 9)} ` +
    `p99 ${pad(ms(result.p99Ms), 9)} non-2xx ${result.non2xx}${statuses ? ` (${statuses})` : ''}` +
    `${result.errors ? `, connection errors ${result.errors}` : ''}${extra}`
  );
}

export function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}
