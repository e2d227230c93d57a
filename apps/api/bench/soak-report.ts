// What `bench:soak` measures and prints: latency by request kind and minute, errors, and the server
// process's memory and CPU sampled from /proc while the load runs.
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

const minuteMs = 60_000;

/** Nearest-rank percentile of ascending `sorted` (ms); 0 for no samples. */
/** The `p`th percentile (0–100) of ascending samples; 0 without any. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const mb = (kb: number) => Math.round(kb / 1024);
const ms = (value: number) => (value < 10 ? Number(value.toFixed(1)) : Math.round(value));

function summary(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    'p50 ms': ms(percentile(sorted, 50)),
    'p95 ms': ms(percentile(sorted, 95)),
    'p99 ms': ms(percentile(sorted, 99)),
    'max ms': ms(sorted.at(-1) ?? 0),
  };
}

/** How late the generator started arrivals: `p50/p99` ms. */
function lagOf(lags: readonly number[]): string {
  const figures = summary(lags);
  return `${figures['p50 ms']}/${figures['p99 ms']}`;
}

interface Failure {
  kind: string;
  what: string;
  count: number;
}

/** Latencies and failures by request kind and by minute of the run. */
export class SoakRecorder {
  private readonly latencies = new Map<string, number[][]>();
  private readonly failuresByMinute: number[];
  private readonly failures = new Map<string, Failure>();
  private readonly lagByMinute: number[][];
  private startedAt = 0;
  readonly minutes: number;

  constructor(private readonly durationMs: number) {
    this.minutes = Math.ceil(durationMs / minuteMs);
    this.failuresByMinute = Array<number>(this.minutes).fill(0);
    this.lagByMinute = Array.from({ length: this.minutes }, () => []);
  }

  start(at = performance.now()) {
    this.startedAt = at;
  }

  /** The minute `at` falls in; answers that arrive after the end count in the last one. */
  minuteOf(at: number): number {
    return Math.min(this.minutes - 1, Math.max(0, Math.floor((at - this.startedAt) / minuteMs)));
  }

  record(kind: string, latencyMs: number, at = performance.now()) {
    let byMinute = this.latencies.get(kind);
    if (!byMinute) {
      byMinute = Array.from({ length: this.minutes }, () => []);
      this.latencies.set(kind, byMinute);
    }
    byMinute[this.minuteOf(at)]!.push(latencyMs);
  }

  fail(kind: string, what: string, at = performance.now()) {
    this.failuresByMinute[this.minuteOf(at)]! += 1;
    const key = `${kind}\u0000${what}`;
    const failure = this.failures.get(key) ?? { kind, what, count: 0 };
    failure.count += 1;
    this.failures.set(key, failure);
  }

  /**
   * How late the generator started an arrival (its latency counts from the schedule all the same):
   * a large lag means the generator, not the server, could not keep up.
   */
  lag(lagMs: number, dueAt: number) {
    this.lagByMinute[this.minuteOf(dueAt)]!.push(lagMs);
  }

  /** How long minute `minute` of the run lasts: the last one may be short. */
  private secondsOf(minute: number): number {
    return Math.min(60, this.durationMs / 1000 - minute * 60);
  }

  get errorCount(): number {
    return this.failuresByMinute.reduce((sum, count) => sum + count, 0);
  }

  /** The 99th percentile of every request's latency in the run, in ms. */
  overallP99(): number {
    const all = [...this.latencies.values()].flatMap((byMinute) => byMinute.flat());
    return ms(
      percentile(
        all.toSorted((a, b) => a - b),
        99,
      ),
    );
  }

  printMinutes(server: ServerSampler) {
    const rows: Record<string, number | string>[] = this.failuresByMinute.map((errors, minute) => {
      const samples = [...this.latencies.values()].flatMap((byMinute) => byMinute[minute]!);
      const memory = server.minute(minute);
      return {
        minute: minute + 1,
        requests: samples.length,
        'req/s': Math.round(samples.length / this.secondsOf(minute)),
        errors,
        ...summary(samples),
        'start lag p50/p99': lagOf(this.lagByMinute[minute]!),
        'server RSS MB': memory.rssMb,
        'RSS peak MB': memory.peakRssMb,
        'server CPU %': memory.cpuPercent,
      };
    });
    const all = [...this.latencies.values()].flatMap((byMinute) => byMinute.flat());
    const run = server.run();
    rows.push({
      minute: 'all',
      requests: all.length,
      'req/s': Math.round(all.length / (this.durationMs / 1000)),
      errors: this.errorCount,
      ...summary(all),
      'start lag p50/p99': lagOf(this.lagByMinute.flat()),
      'server RSS MB': '—',
      'RSS peak MB': run.peakRssMb,
      'server CPU %': run.cpuPercent,
    });
    console.log('\nEvery request, by minute (server RSS at the end of each minute, and its peak)');
    console.table(rows);
  }

  printKinds() {
    const kinds = [...this.latencies.keys()].sort();
    const errorsOf = (kind: string) =>
      [...this.failures.values()]
        .filter((failure) => failure.kind === kind)
        .reduce((sum, failure) => sum + failure.count, 0);
    console.log('\nBy request kind, whole run');
    console.table(
      kinds.map((kind) => {
        const samples = this.latencies.get(kind)!.flat();
        return { kind, requests: samples.length, errors: errorsOf(kind), ...summary(samples) };
      }),
    );
    console.log('\nBy request kind: p50 / p95 / p99 / max ms in each minute');
    console.table(
      kinds.map((kind) => {
        const row: Record<string, string> = { kind };
        this.latencies.get(kind)!.forEach((samples, minute) => {
          const figures = summary(samples);
          row[`min ${minute + 1}`] = samples.length
            ? `${figures['p50 ms']}/${figures['p95 ms']}/${figures['p99 ms']}/${figures['max ms']}`
            : '—';
        });
        return row;
      }),
    );
  }

  printFailures() {
    if (this.failures.size === 0) return;
    console.log('\nErrors (non-2xx the scenario did not expect, socket errors, timeouts)');
    console.table(
      [...this.failures.values()]
        .sort((a, b) => b.count - a.count)
        .map(({ kind, what, count }) => ({ kind, count, what: what.slice(0, 120) })),
    );
  }
}

interface Sample {
  at: number;
  rssKb: number;
  cpuTicks: number;
}

/** A process's resident memory (VmRSS in /proc/<pid>/status), in kB; null off Linux. */
export async function residentMemoryKb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb : null;
  } catch {
    return null;
  }
}

/**
 * Reads the server process's resident memory (VmRSS in /proc/<pid>/status) and CPU time
 * (utime + stime in /proc/<pid>/stat) every few seconds. Linux only: elsewhere the columns say n/a.
 */
export class ServerSampler {
  private readonly samples: Sample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly clockTicksPerSecond = 100;
  private startedAt = 0;

  constructor(
    private readonly pid: number,
    private readonly minutes: number,
  ) {}

  async start(every = 5_000, at = performance.now()) {
    this.startedAt = at;
    await this.sample();
    this.timer = setInterval(() => void this.sample(), every);
  }

  async stop() {
    clearInterval(this.timer);
    await this.sample();
  }

  async sample() {
    try {
      const [rssKb, stat] = await Promise.all([
        residentMemoryKb(this.pid),
        readFile(`/proc/${this.pid}/stat`, 'utf8'),
      ]);
      // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuTicks = Number(fields[11]) + Number(fields[12]);
      if (rssKb !== null && Number.isFinite(cpuTicks)) {
        this.samples.push({ at: performance.now(), rssKb, cpuTicks });
      }
    } catch {
      // Not Linux, or the process is gone: the figures say n/a.
    }
  }

  /** The samples of `minute` (0-based), with the last one before it as its baseline. */
  private samplesOf(minute: number) {
    const begin = this.startedAt + minute * minuteMs;
    const end = begin + minuteMs;
    const inside = this.samples.filter((sample) => sample.at > begin && sample.at <= end + 1_000);
    const before = this.samples.findLast((sample) => sample.at <= begin) ?? this.samples[0];
    return { before, inside };
  }

  /** RSS at the end of the minute and its peak (MB), and the share of one core the server used. */
  minute(minute: number) {
    const { before, inside } = this.samplesOf(minute);
    const last = inside.at(-1);
    if (!before || !last) return { rssMb: 'n/a', peakRssMb: 'n/a', cpuPercent: 'n/a' } as const;
    return {
      rssMb: mb(last.rssKb),
      peakRssMb: mb(Math.max(...inside.map((sample) => sample.rssKb))),
      cpuPercent: this.cpuPercent(before, last),
    };
  }

  /** The whole run: RSS when the load started, the peak, and the average CPU share. */
  run() {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last) return { startRssMb: 'n/a', peakRssMb: 'n/a', cpuPercent: 'n/a' } as const;
    return {
      startRssMb: mb(first.rssKb),
      peakRssMb: mb(Math.max(...this.samples.map((sample) => sample.rssKb))),
      cpuPercent: this.cpuPercent(first, last),
    };
  }

  private cpuPercent(from: Sample, to: Sample): number | 'n/a' {
    const seconds = (to.at - from.at) / 1000;
    if (seconds <= 0) return 'n/a';
    return Math.round(((to.cpuTicks - from.cpuTicks) / this.clockTicksPerSecond / seconds) * 100);
  }

  /** RSS when the load started, after the first minute and after the last: a leak shows as growth. */
  printGrowth() {
    const start = this.run().startRssMb;
    const first = this.minute(0).rssMb;
    const last = this.minute(this.minutes - 1).rssMb;
    if (typeof start !== 'number' || typeof first !== 'number' || typeof last !== 'number') {
      console.log('\nServer RSS: n/a (no /proc on this system)');
      return;
    }
    const growth = last - first;
    const share = first > 0 ? Math.round((growth / first) * 100) : 0;
    const sign = (value: number) => (value >= 0 ? `+${value}` : `${value}`);
    console.log(
      `\nServer RSS: ${start} MB when the load started, ${first} MB after minute 1, ` +
        `${last} MB after minute ${this.minutes}: ${sign(growth)} MB (${sign(share)}%) ` +
        `from the first minute to the last`,
    );
  }
}
