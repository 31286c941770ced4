import type { ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';

/**
 * The requests still being handled. A handler goes on after its client hangs up, and the
 * HTTP server counts connections, not handlers: the server can close with handlers between
 * two queries, which would then find the pool ended. Shutdown waits for them (drained).
 *
 * A request counts from its arrival until its answer is ended: every handler ends its answer
 * when it is done, even one whose client has gone (then the socket's 'finish' never comes,
 * but `end` is still called). A middleware, not a Nest interceptor, which would wrap every
 * request in rxjs and async resources.
 */
@Injectable()
export class InFlightRequests {
  private running = 0;

  private waiters: (() => void)[] = [];

  private readonly logger = new Logger('Shutdown');

  get count(): number {
    return this.running;
  }

  /** Express middleware: `app.use(inFlight.track)`. */
  readonly track = (_request: unknown, response: ServerResponse, next: () => void): void => {
    this.running += 1;
    const end = response.end.bind(response) as (...given: unknown[]) => ServerResponse;
    let ended = false;
    const done = (): void => {
      if (ended) return;
      ended = true;
      this.done();
    };
    response.end = ((...args: unknown[]) => {
      done();
      return end(...args);
    }) as ServerResponse['end'];
    next();
  };

  /** Resolves once no handler runs, or after `timeoutMs` (then says how many were left). */
  async drained(timeoutMs: number): Promise<void> {
    if (this.running === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      new Promise<false>((resolve) => this.waiters.push(() => resolve(false))),
      new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (timedOut) this.logger.warn(`${this.running} requests still running after ${timeoutMs} ms`);
  }

  private done(): void {
    this.running -= 1;
    if (this.running > 0) return;
    for (const wake of this.waiters.splice(0)) wake();
  }
}
