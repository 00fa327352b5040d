import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** A bounded loopback load: fixed duration and connections, so runs compare. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 50,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    pipelining: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}
