import { createSHA256 } from 'hash-wasm';
import { hashFile } from '../../src/api/hash';

// Runs in Chromium, driven by run.mjs: the app's own hash worker (hashFile) against WebCrypto's
// one-shot digest and hash-wasm over a buffer already in memory, on the same Blob.

type Timing = { ms: number; hex: string };
type WorkerTiming = Timing & { longestTaskMs: number; longTasks: number; worstTimerLagMs: number };

const toHex = (buf: ArrayBuffer) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

let blob: Blob | undefined;
let memory: ArrayBuffer | undefined;

async function prepare(mib: number): Promise<number> {
  const parts: Uint8Array[] = [];
  for (let i = 0; i < mib; i++) {
    const part = new Uint8Array(1024 * 1024);
    for (let o = 0; o < part.length; o += 65536) crypto.getRandomValues(part.subarray(o, o + 65536));
    parts.push(part);
  }
  blob = new Blob(parts as BlobPart[], { type: 'application/octet-stream' });
  // Warm up: start the worker and instantiate its wasm before anything is timed.
  await hashFile(new Blob(['warm up']));
  const h = await createSHA256();
  h.init();
  h.update(new Uint8Array(16));
  h.digest('hex');
  return blob.size;
}

async function streamingWorker(): Promise<WorkerTiming> {
  if (!blob) throw new Error('prepare first');
  let longestTaskMs = 0;
  let longTasks = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks++;
      longestTaskMs = Math.max(longestTaskMs, entry.duration);
    }
  });
  observer.observe({ type: 'longtask', buffered: false });
  // A 10 ms timer on the main thread: how late it fires shows any stall, long task or not.
  let worstTimerLagMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worstTimerLagMs = Math.max(worstTimerLagMs, now - last - 10);
    last = now;
  }, 10);
  const t0 = performance.now();
  const hex = await hashFile(blob, () => undefined);
  const ms = performance.now() - t0;
  clearInterval(timer);
  await new Promise((r) => setTimeout(r, 50));
  observer.disconnect();
  return { ms, hex, longestTaskMs, longTasks, worstTimerLagMs: Math.max(0, worstTimerLagMs) };
}

async function loadIntoMemory(): Promise<number> {
  if (!blob) throw new Error('prepare first');
  const t0 = performance.now();
  memory = await blob.arrayBuffer();
  return performance.now() - t0;
}

async function subtleDigest(): Promise<Timing> {
  if (!memory) throw new Error('load first');
  const t0 = performance.now();
  const hex = toHex(await crypto.subtle.digest('SHA-256', memory));
  return { ms: performance.now() - t0, hex };
}

async function hashWasmInMemory(): Promise<Timing> {
  if (!memory) throw new Error('load first');
  const t0 = performance.now();
  const h = await createSHA256();
  h.init();
  h.update(new Uint8Array(memory));
  const hex = h.digest('hex');
  return { ms: performance.now() - t0, hex };
}

function dropMemory() {
  memory = undefined;
}

declare global {
  interface Window {
    hashBench: typeof api;
  }
}
const api = { prepare, streamingWorker, loadIntoMemory, subtleDigest, hashWasmInMemory, dropMemory };
window.hashBench = api;
document.body.dataset.ready = 'true';
