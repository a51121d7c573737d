// Timing: interleaved rounds, medians, paired ratios. Absolute times on a shared machine
// drift, so the cases of one comparison are timed round by round in rotating order and every
// ratio is the median over rounds of the ratio measured within that round.

/** Where every measured call's result goes, so no call can be optimised away. */
const SINK = new Array(1024);
let sinkIndex = 0;
export function keep(value) {
  SINK[sinkIndex = (sinkIndex + 1) & 1023] = value;
}

export function median(xs) {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function quantile(xs, q) {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (i - lo);
}

/**
 * Times `cases` (each `{ id, calls, pass }`: one `pass()` makes `calls` calls; it may return
 * a Promise) in `rounds` interleaved rounds. Each case is warmed up, then given a fixed number
 * of passes per round so a round lasts about `roundMs`. Returns, per case id, the per-call
 * times of every round in nanoseconds, in round order (so two cases can be paired by round).
 */
export async function timeCases(cases, { rounds, roundMs, warmMs = 50, log = () => {} }) {
  const plan = [];
  for (const c of cases) {
    // Warm up: at least two passes and about warmMs, so the JIT has settled.
    let passes = 0;
    const start = performance.now();
    do {
      await c.pass();
      passes += 1;
    } while (passes < 2 || performance.now() - start < warmMs);
    const t0 = performance.now();
    await c.pass();
    const one = Math.max(performance.now() - t0, 1e-3);
    plan.push({ c, passes: Math.max(1, Math.round(roundMs / one)) });
  }
  const samples = Object.fromEntries(cases.map((c) => [c.id, []]));
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < plan.length; k++) {
      const { c, passes } = plan[(k + r) % plan.length];
      const t0 = performance.now();
      for (let p = 0; p < passes; p++) {
        const done = c.pass();
        if (done instanceof Promise) await done;
      }
      const ms = performance.now() - t0;
      samples[c.id].push((ms * 1e6) / (passes * c.calls));
    }
    log(r + 1, rounds);
  }
  return samples;
}

/** Median over rounds of `a[r] / b[r]`. */
export function pairedRatio(a, b) {
  const n = Math.min(a.length, b.length);
  const ratios = [];
  for (let r = 0; r < n; r++) ratios.push(a[r] / b[r]);
  return median(ratios);
}

/** A per-call time for people: `12.3 ns`, `4.56 µs`, `7.89 ms`. */
export function fmtTime(ns) {
  if (!Number.isFinite(ns)) return 'n/a';
  if (ns < 1e3) return `${ns.toPrecision(3)} ns`;
  if (ns < 1e6) return `${(ns / 1e3).toPrecision(3)} µs`;
  if (ns < 1e9) return `${(ns / 1e6).toPrecision(3)} ms`;
  return `${(ns / 1e9).toPrecision(3)} s`;
}

export function fmtRatio(x) {
  if (!Number.isFinite(x)) return 'n/a';
  if (x >= 100) return `${Math.round(x).toLocaleString('en-US')}×`;
  if (x >= 10) return `${x.toFixed(1)}×`;
  return `${x.toFixed(2)}×`;
}

export function fmtRate(perSecond) {
  if (!Number.isFinite(perSecond)) return 'n/a';
  return `${Math.round(perSecond).toLocaleString('en-US')}/s`;
}

/** A plain-text table: `rows` of cells, the first row the header. */
export function table(rows, align = []) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  const line = (r) => r.map((cell, i) => {
    const s = String(cell ?? '');
    return align[i] === 'r' ? s.padStart(widths[i]) : s.padEnd(widths[i]);
  }).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** The same table in Markdown (for RESULTS.md): `|` in a cell is escaped. */
export function mdTable(rows, align = []) {
  const cell = (c) => String(c ?? '').replace(/\|/g, '\\|');
  const line = (r) => `| ${r.map(cell).join(' | ')} |`;
  const rule = `|${rows[0].map((_, i) => (align[i] === 'r' ? '---:' : '---')).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}
