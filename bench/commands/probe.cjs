/**
 * Preloaded into the bench's server processes (NODE_OPTIONS=--require …/probe.cjs), never into
 * the product. It counts, without changing what the process does:
 * - CPU time of the whole process (process.cpuUsage: user + system),
 * - HTTP requests answered, by status class,
 * - SQL statements sent through pg; with BENCH_PROBE_SPLIT=1, split into those sent on behalf
 *   of an HTTP request (the command path) and the rest (projections, jobs), by
 *   AsyncLocalStorage around each request (which costs the server CPU: see below).
 * `GET /__bench/probe` answers the counters so far as JSON; the bench takes differences.
 * `GET /__bench/profile/start` and `/__bench/profile/stop?file=…` record a CPU profile (V8's
 * .cpuprofile, for Chrome DevTools or speedscope) of what runs in between.
 */
'use strict';

const { AsyncLocalStorage, AsyncResource } = require('node:async_hooks');
const http = require('node:http');
const { writeFileSync } = require('node:fs');
const { Session } = require('node:inspector');
const { createRequire } = require('node:module');
const { join } = require('node:path');

// pg as the process resolves it (its working directory is the repository).
const requireFromApp = createRequire(join(process.cwd(), 'package.json'));
const { Client } = requireFromApp('pg');
const Pool = requireFromApp('pg-pool');

// The split costs the server about a fifth of its CPU per command (AsyncLocalStorage turns on
// V8's promise hooks for every promise), so it is asked for (BENCH_PROBE_SPLIT=1), not default:
// without it every statement is counted as the requests', projections' included.
const split = process.env.BENCH_PROBE_SPLIT === '1';
const inRequest = split
  ? new AsyncLocalStorage()
  : { getStore: () => true, run: (_, run) => run() };
const counters = { requests: 0, byStatus: {}, requestQueries: 0, otherQueries: split ? 0 : null };

const query = Client.prototype.query;
Client.prototype.query = function countedQuery(...args) {
  if (inRequest.getStore()) counters.requestQueries += 1;
  else counters.otherQueries += 1;
  return query.apply(this, args);
};

// A pooled query waits for a free client and then runs in the callback of whoever released
// one: bind the callback to the caller, so its statement is counted for the right party.
const connect = Pool.prototype.connect;
if (split)
  Pool.prototype.connect = function boundConnect(callback) {
    return connect.call(
      this,
      typeof callback === 'function' ? AsyncResource.bind(callback) : callback,
    );
  };

const snapshot = () => {
  const cpu = process.cpuUsage();
  return {
    cpuMs: (cpu.user + cpu.system) / 1000,
    systemCpuMs: cpu.system / 1000,
    ...counters,
    byStatus: { ...counters.byStatus },
  };
};

let profiler;
const post = (method, params) =>
  new Promise((resolve, reject) =>
    profiler.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
const profile = async (url) => {
  if (url.pathname.endsWith('/start')) {
    profiler = new Session();
    profiler.connect();
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 500 });
    await post('Profiler.start');
    return {};
  }
  const { profile: recorded } = await post('Profiler.stop');
  profiler.disconnect();
  const file = url.searchParams.get('file');
  writeFileSync(file, JSON.stringify(recorded));
  return { file };
};

const answer = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function probedEmit(event, request, response, ...rest) {
  if (event !== 'request') return emit.call(this, event, request, response, ...rest);
  if (request.url === '/__bench/probe') {
    answer(response, 200, snapshot());
    return true;
  }
  if (request.url.startsWith('/__bench/profile/')) {
    profile(new URL(request.url, 'http://probe')).then(
      (body) => answer(response, 200, body),
      (error) => answer(response, 500, { error: String(error) }),
    );
    return true;
  }
  response.once('finish', () => {
    counters.requests += 1;
    const status = `${Math.floor(response.statusCode / 100)}xx`;
    counters.byStatus[status] = (counters.byStatus[status] ?? 0) + 1;
  });
  return inRequest.run(true, () => emit.call(this, event, request, response, ...rest));
};
