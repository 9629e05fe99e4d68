import autocannon from 'autocannon';
import { type ServerEntry, startBenchServer } from './server.ts';
import { median } from './stats.ts';

export type StartupFigures = {
  entry: ServerEntry;
  startMs: number;
  readyMiB: number;
  loadedMiB: number;
  rps: number;
};

/**
 * `BENCH_ONLY=startup`: the API started as production would start it, through the tsx loader and as
 * compiled JavaScript (apps/api/dist/server.js), in turns, `runs` times each: time from spawn to the
 * first healthy answer, resident memory when ready, the peak after 5 s of product-list load, and that
 * load's req/s. The medians decide what `npm start` runs (ADR 0003).
 */
export async function startupReport(
  port: number,
  env: Record<string, string | undefined>,
  runs = Number(process.env.BENCH_STARTUP_RUNS ?? 3),
): Promise<StartupFigures[]> {
  const seen: Record<ServerEntry, StartupFigures[]> = { tsx: [], compiled: [] };
  for (let run = 0; run < runs; run++) {
    for (const entry of ['tsx', 'compiled'] as const) {
      const server = await startBenchServer(entry, port, env);
      const readyMiB = server.memory().rssMiB;
      const load = await autocannon({
        url: `${server.base}/api/v1/products?perPage=20`,
        connections: 10,
        duration: 5,
      });
      const figures = {
        entry,
        startMs: server.startMs,
        readyMiB,
        loadedMiB: server.memory().peakMiB,
        rps: load.requests.average,
      };
      seen[entry].push(figures);
      console.log(
        `  ${entry.padEnd(9)} run ${run + 1}: ready in ${figures.startMs.toFixed(0)} ms, ${readyMiB.toFixed(0)} MiB; ` +
          `peak ${figures.loadedMiB.toFixed(0)} MiB under load, ${figures.rps.toFixed(0)} req/s`,
      );
      await server.stop();
    }
  }
  const medians = (['tsx', 'compiled'] as const).map((entry) => ({
    entry,
    startMs: median(seen[entry].map((f) => f.startMs)),
    readyMiB: median(seen[entry].map((f) => f.readyMiB)),
    loadedMiB: median(seen[entry].map((f) => f.loadedMiB)),
    rps: median(seen[entry].map((f) => f.rps)),
  }));
  console.log(
    `\nAPI start-up, median of ${runs} (products list under load, 10 connections, micro-cache off)`,
  );
  console.log('entry        ready ms   RSS ready MiB   peak under load MiB   req/s');
  for (const f of medians)
    console.log(
      `${f.entry.padEnd(10)} ${f.startMs.toFixed(0).padStart(10)} ${f.readyMiB.toFixed(0).padStart(15)} ${f.loadedMiB.toFixed(0).padStart(21)} ${f.rps.toFixed(0).padStart(7)}`,
    );
  const [tsx, compiled] = medians as [StartupFigures, StartupFigures];
  console.log(
    `compiled vs tsx: start ${(compiled.startMs / tsx.startMs).toFixed(2)}x, memory when ready ${(compiled.readyMiB / tsx.readyMiB).toFixed(2)}x, under load ${(compiled.loadedMiB / tsx.loadedMiB).toFixed(2)}x`,
  );
  return medians;
}
