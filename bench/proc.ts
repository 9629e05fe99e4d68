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
