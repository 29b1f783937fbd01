/**
 * CPU time from /proc (Linux only): of one process, of every process (to follow a process tree
 * such as PostgreSQL's backends or nginx's worker), and of the whole machine. Clock ticks are
 * taken as 100 a second, Linux's USER_HZ on every common build.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_A_SECOND = 100;

export interface ProcessCpu {
  pid: number;
  parent: number;
  /** The command name (`comm`), e.g. `node`, `postgres`, `nginx`, `redis-server`. */
  name: string;
  /** User + system CPU seconds used so far. */
  cpuSeconds: number;
}

/** A process's name, parent and CPU so far; null when it is gone. */
export function processInfo(pid: number): ProcessCpu | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    // Fields after the command: state [0], parent [1], utime [11], stime [12].
    return {
      pid,
      parent: Number(fields[1]),
      name: stat.slice(stat.indexOf('(') + 1, close),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_A_SECOND,
    };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far; null when it is gone. */
export function processCpuSeconds(pid: number | undefined): number | null {
  return pid === undefined ? null : (processInfo(pid)?.cpuSeconds ?? null);
}

/** Every process of the machine, by pid. */
export function processTable(): Map<number, ProcessCpu> {
  const table = new Map<number, ProcessCpu>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const process = processInfo(Number(entry));
    if (process) table.set(process.pid, process);
  }
  return table;
}

/** `root` and every process below it in `table`. */
export function processTree(table: Map<number, ProcessCpu>, root: number): ProcessCpu[] {
  const children = new Map<number, ProcessCpu[]>();
  for (const process of table.values()) {
    const siblings = children.get(process.parent) ?? [];
    siblings.push(process);
    children.set(process.parent, siblings);
  }
  const found: ProcessCpu[] = [];
  const rootProcess = table.get(root);
  const queue = rootProcess ? [rootProcess] : [];
  while (queue.length > 0) {
    const process = queue.shift() as ProcessCpu;
    found.push(process);
    queue.push(...(children.get(process.pid) ?? []));
  }
  return found;
}

/** Processes started on the machine since it booted. */
export function processesStarted(): number {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((text) => text.startsWith('processes '));
  return Number(line?.split(' ')[1] ?? 0);
}

/** CPU seconds the whole machine has spent busy (every core, every process) so far. */
export function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal ...: busy is all but idle and iowait.
  const [user, nice, system, , , irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
    TICKS_A_SECOND
  );
}
