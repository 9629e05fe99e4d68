/**
 * The API's CPU budgets are multiples of the same run's floor: the health check's API CPU per request
 * (one `select 1` through the whole stack). Hosts of this machine kind differ by up to 3x in speed and
 * every request's cost moves with them, so an absolute millisecond budget failed on slow hosts for
 * code that had not changed and would hide a regression on a fast one (ADR 80). PostgreSQL's CPU is
 * judged in the same unit (its own `select 1` is too small to divide by).
 */
export type FloorBudget = {
  /** The API's CPU per request, at most this many health checks' worth. */
  maxCpuFloors?: number;
  /** PostgreSQL's backends' CPU per request, at most this many of the health check's API CPU. */
  maxPostgresFloors?: number;
};

export type Measured = { cpuMsPerRequest?: number; postgresMsPerRequest?: number; errors: number };

/** How many floors a figure is, to two decimals; undefined when either side was not measured. */
export function inFloors(ms: number | undefined, floorMs: number | undefined): number | undefined {
  if (ms === undefined || floorMs === undefined || !(floorMs > 0)) return undefined;
  return Math.round((ms / floorMs) * 100) / 100;
}

/** "cpu 3.61x<=5 pass" and the like, one part per budgeted figure; a run with errors fails its CPU part. */
export function floorVerdicts(result: Measured, budget: FloorBudget, floorMs: number | undefined): string[] {
  const parts: string[] = [];
  const judge = (label: string, ms: number | undefined, max: number, clean: boolean) => {
    const floors = inFloors(ms, floorMs);
    parts.push(
      floors === undefined
        ? `${label}<=${max}x not measured`
        : `${label} ${floors.toFixed(2)}x<=${max}x ${floors <= max && clean ? 'pass' : 'FAIL'}`,
    );
  };
  if (budget.maxCpuFloors !== undefined)
    judge('cpu', result.cpuMsPerRequest, budget.maxCpuFloors, result.errors === 0);
  if (budget.maxPostgresFloors !== undefined)
    judge('pg', result.postgresMsPerRequest, budget.maxPostgresFloors, true);
  return parts;
}
