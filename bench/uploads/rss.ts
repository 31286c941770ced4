import { readFileSync } from 'node:fs';

/** Resident set size of a process in bytes, from /proc/<pid>/status (VmRSS, in kB). */
export const residentBytes = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
};

export type RssSampler = { stop(): { samples: number; peakBytes: number } };

/** Samples a process's RSS every `intervalMs` and keeps the peak. */
export const sampleRss = (pid: number, intervalMs: number): RssSampler => {
  let peakBytes = residentBytes(pid);
  let samples = 1;
  const timer = setInterval(() => {
    peakBytes = Math.max(peakBytes, residentBytes(pid));
    samples += 1;
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      peakBytes = Math.max(peakBytes, residentBytes(pid));
      return { samples: samples + 1, peakBytes };
    },
  };
};
