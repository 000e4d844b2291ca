// Server throughput with autocannon: 50 connections for 20 s per target, one after another in the same run.
import autocannon from "autocannon";

/** `cpuMs`: the server's (and its database's) CPU time so far, to report the CPU milliseconds per request. */
export async function measureThroughput(url, { headers = {}, connections = 50, duration = 20, cpuMs } = {}) {
  const cpuBefore = cpuMs?.();
  const result = await autocannon({ url, connections, duration, headers, timeout: 10 });
  const cpu = cpuMs ? cpuMs() - cpuBefore : null;
  return {
    cpuMsPerRequest:
      cpu === null || !result.requests.total ? null : Math.round((cpu / result.requests.total) * 100) / 100,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
