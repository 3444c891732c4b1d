// One request at a time, the first ten to warm the caches and not counted: what the search benchmarks share.
/**
 * Asks for a search's answer as it is, not compressed: a browser undoes the compression in its network process, where
 * Node's fetch does it in JavaScript streams, whose time would be counted as the search's. Compressing a 1,000-row answer
 * costs the server about a millisecond (server/src/plugins/compression.ts).
 */
export const uncompressed = { 'accept-encoding': 'identity' } as const;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `rounds` requests after ten warm-up ones: their latencies (sorted) and what `count` makes of the answers. */
export async function timedRequests<Body>(rounds: number, request: (round: number) => Promise<Response>, count: (body: Body) => { rows: number; total: number }) {
  const latencies: number[] = [];
  let rows = 0;
  let total = 0;
  for (let round = -10; round < rounds; round++) {
    const started = performance.now();
    const response = await request(round + 10);
    const body = (await response.json()) as Body;
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    if (round < 0) continue;
    latencies.push(performance.now() - started);
    const counted = count(body);
    rows += counted.rows;
    total += counted.total;
  }
  latencies.sort((a, b) => a - b);
  return { latencies, rows, total };
}
