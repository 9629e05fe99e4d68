/**
 * Resident memory of the API under a burst of distinct link-preview PNGs (issue 53, item 11): the
 * real server in a process of its own, asked for RATE previews a second of pictures none of which is
 * cached, for SECONDS. Prints the API's resident memory before, its highest during (sampled every
 * 250 ms, and the kernel's VmHWM), after, and the answers' statuses.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<an empty database> \
 *     node --import tsx bench/preview-memory.ts [rate=30] [seconds=20]
 */
import { createServer } from 'node:net';
import { startBenchServer } from './server.ts';

const rate = Number(process.argv[2] ?? 30);
const seconds = Number(process.argv[3] ?? 20);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL (an empty database) is required');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const server = await startBenchServer(
  process.env.BENCH_ENTRY === 'tsx' ? 'tsx' : 'compiled',
  await freePort(),
  {
    DATABASE_URL: databaseUrl,
    OJA_SEED_PRODUCTS: '400',
  },
);
try {
  const uuids: string[] = [];
  for (let page = 1; uuids.length < 400 && page <= 10; page++) {
    const res = await fetch(`${server.base}/api/v1/products?page=${page}&perPage=50`);
    const cards = (await res.json()).data.data as Array<{ uuid: string }>;
    if (cards.length === 0) break;
    uuids.push(...cards.map((card) => card.uuid));
  }
  const urls = uuids.flatMap((uuid) =>
    [1, 2, 3].map((n) => `${server.base}/media/products/${uuid}/${n}.png`),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = server.memory().rssMiB;

  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, server.memory().rssMiB);
  }, 250);
  const statuses = new Map<number | string, number>();
  const answered: Promise<void>[] = [];
  const total = Math.min(urls.length, Math.round(rate * seconds));
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    answered.push(
      fetch(urls[n]!)
        .then(async (res) => {
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        })
        .catch((error: Error) => {
          statuses.set(error.message, (statuses.get(error.message) ?? 0) + 1);
        }),
    );
  }
  await Promise.all(answered);
  const tookMs = Math.round(performance.now() - started);
  clearInterval(sampler);
  const during = server.memory();
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const after = server.memory().rssMiB;
  console.log(
    JSON.stringify(
      {
        rate,
        seconds,
        requests: total,
        tookMs,
        statuses: Object.fromEntries(statuses),
        rssMiB: {
          before: Math.round(before),
          highestSampled: Math.round(Math.max(highest, during.rssMiB)),
          vmHwm: Math.round(during.peakMiB),
          fiveSecondsAfter: Math.round(after),
        },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
