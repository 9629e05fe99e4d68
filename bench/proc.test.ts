import { describe, expect, it } from 'vitest';
import { parseMachineTicks, stealPercent } from './proc.ts';

// The first lines of a two-core guest's /proc/stat: user nice system idle iowait irq softirq steal guest guest_nice.
const at = (user: number, idle: number, steal: number) =>
  `cpu  ${user} 0 100 ${idle} 0 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n`;

describe('steal, the machine CPU time the hypervisor gave to other guests', () => {
  it('reads the machine line, not a core line', () => {
    expect(parseMachineTicks(at(1000, 5000, 250))).toEqual({ total: 6350, steal: 250 });
  });

  it('is the stolen share of all the time that passed between two readings', () => {
    // 400 ticks passed: 100 of the user's, 200 idle, 100 stolen.
    expect(stealPercent(parseMachineTicks(at(1000, 5000, 250)), parseMachineTicks(at(1100, 5200, 350)))).toBe(
      25,
    );
  });

  it('says nothing where a kernel gives no steal field or no time passed', () => {
    expect(parseMachineTicks('cpu  1 2 3 4\n')).toBeNull();
    expect(parseMachineTicks('intr 1 2 3 4 5 6 7 8\n')).toBeNull();
    const same = parseMachineTicks(at(1, 2, 3));
    expect(stealPercent(same, same)).toBeUndefined();
    expect(stealPercent(null, same)).toBeUndefined();
  });
});
