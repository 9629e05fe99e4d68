import { describe, expect, it } from 'vitest';
import { floorVerdicts, inFloors } from './budgets.ts';

describe("the API's CPU budgets, in multiples of the run's health check", () => {
  it('passes the same code on a slow host and a fast one', () => {
    // main-store on the fastest and the slowest host measured (run T: 0.36 over 0.10; run Z: 0.88 over 0.34).
    expect(floorVerdicts({ cpuMsPerRequest: 0.36, errors: 0 }, { maxCpuFloors: 5 }, 0.1)).toEqual([
      'cpu 3.60x<=5x pass',
    ]);
    expect(floorVerdicts({ cpuMsPerRequest: 0.88, errors: 0 }, { maxCpuFloors: 5 }, 0.34)).toEqual([
      'cpu 2.59x<=5x pass',
    ]);
  });

  it('fails a scenario that became dearer than its budget allows, on any host', () => {
    expect(floorVerdicts({ cpuMsPerRequest: 0.6, errors: 0 }, { maxCpuFloors: 5 }, 0.1)).toEqual([
      'cpu 6.00x<=5x FAIL',
    ]);
    expect(
      floorVerdicts(
        { cpuMsPerRequest: 0.5, postgresMsPerRequest: 2.7, errors: 0 },
        { maxCpuFloors: 8.5, maxPostgresFloors: 26 },
        0.1,
      ),
    ).toEqual(['cpu 5.00x<=8.5x pass', 'pg 27.00x<=26x FAIL']);
  });

  it('fails a cheap run that answered with errors, and says when nothing was measured', () => {
    expect(floorVerdicts({ cpuMsPerRequest: 0.1, errors: 3 }, { maxCpuFloors: 5 }, 0.1)).toEqual([
      'cpu 1.00x<=5x FAIL',
    ]);
    expect(floorVerdicts({ errors: 0 }, { maxCpuFloors: 5 }, 0.1)).toEqual(['cpu<=5x not measured']);
    expect(inFloors(0.5, undefined)).toBeUndefined();
    expect(inFloors(0.5, 0)).toBeUndefined();
  });
});
