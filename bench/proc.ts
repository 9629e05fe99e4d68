import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * User plus system CPU time of `pid` (of its thread `tid` when given), in ms (fields 14 and 15 of
 * /proc/<pid>/stat); null once it has gone.
 */
export function cpuTimeMs(pid: number, tid?: number): number | null {
  try {
    const stat = readFileSync(
      tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`,
      'utf8',
    );
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The threads of `pid`; none once it has gone. */
export function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/** The processes whose parent is `pid`, whichever of its threads started them. */
export function childrenOf(pid: number): number[] {
  return threadsOf(pid).flatMap((tid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
}

type MachineTicks = { total: number; steal: number };

/**
 * The machine's CPU time in clock ticks from the text of /proc/stat (its first line, "cpu ..."): all
 * of it (user, nice, system, idle, iowait, irq, softirq, steal) and its steal, the time a virtual CPU
 * was ready to run while the hypervisor ran another guest on the core. Null without a steal field.
 */
export function parseMachineTicks(procStat: string): MachineTicks | null {
  const fields = procStat.split('\n', 1)[0]!.trim().split(/\s+/);
  if (fields[0] !== 'cpu') return null;
  const ticks = fields.slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some(Number.isNaN)) return null;
  return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7]! };
}

/** The machine's CPU time so far (`parseMachineTicks`); null where /proc/stat cannot be read. */
export function machineTicks(): MachineTicks | null {
  try {
    return parseMachineTicks(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time stolen between two `machineTicks` readings, in percent. */
export function stealPercent(before: MachineTicks | null, after: MachineTicks | null): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}
