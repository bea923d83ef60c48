import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 33 item 1: the connection layer says when the server answers again after something failed to reach it,
// once per outage however many answers come together, and a gateway's 503 is no answer. A real HTTP server on
// 127.0.0.1 answers; the page's `navigator.onLine` is the one browser fact Node lacks, so it is given here.

Object.defineProperty(globalThis.navigator, 'onLine', { value: true, configurable: true });
const { reportServerAnswered, reportServerDoubt, subscribeServerBack, trackedFetch } = await import('../../src/api/connectivity');
const { oneAtATime } = await import('../../src/offline/outbox-runner');

let server: http.Server;
let origin = '';
let status = 200;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.statusCode = status;
    res.end(status === 200 ? '{}' : 'Service Unavailable');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function ask(times = 1) {
  await Promise.all(Array.from({ length: times }, () => trackedFetch(`${origin}/api/auth/user`).then((r) => r.text())));
}

describe('the server coming back', () => {
  it('is told once for a burst of answers after a failure, and never for a 503', async () => {
    let back = 0;
    const stop = subscribeServerBack(() => back++);
    await ask(5);
    expect(back).toBe(0);

    // Nothing answers: a refused connection.
    await trackedFetch('http://127.0.0.1:9/api/auth/user').catch(() => undefined);
    // A front whose server is still starting: no answer either.
    status = 503;
    await ask(3);
    expect(back).toBe(0);

    status = 200;
    await ask(20);
    expect(back).toBe(1);
    await ask(5);
    expect(back).toBe(1);
    stop();
  });

  it('is told when the push socket reopens after closing under the page', () => {
    let back = 0;
    const stop = subscribeServerBack(() => back++);
    reportServerAnswered();
    expect(back).toBe(0);
    reportServerDoubt();
    reportServerAnswered();
    reportServerAnswered();
    expect(back).toBe(1);
    stop();
  });
});

describe('oneAtATime', () => {
  it('runs one at a time: calls while it runs, however many, ask for one more run after it', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const trigger = oneAtATime(() => {
      runs++;
      return new Promise<void>((resolve) => (release = resolve));
    });
    for (let i = 0; i < 20; i++) trigger();
    expect(runs).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
  });
});
