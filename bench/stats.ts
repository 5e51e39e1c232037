export type Stats = { n: number; medianMs: number; p95Ms: number; maxMs: number };

export const summarise = (samples: number[]): Stats => {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  const r = (v: number) => Math.round(v * 100) / 100;
  return { n: s.length, medianMs: r(at(0.5)), p95Ms: r(at(0.95)), maxMs: r(s[s.length - 1] ?? 0) };
};

export const time = async (runs: number, fn: () => Promise<unknown>): Promise<Stats> => {
  for (let i = 0; i < Math.min(5, runs); i++) await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
};
