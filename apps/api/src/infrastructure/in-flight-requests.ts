import {
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';

/**
 * The route handlers still running. A handler goes on after its client hangs up, and the
 * HTTP server counts connections, not handlers: the server can close with handlers between
 * two queries, which would then find the pool ended. Shutdown waits for them (drained).
 */
@Injectable()
export class InFlightRequests implements NestInterceptor {
  private running = 0;

  private waiters: (() => void)[] = [];

  private readonly logger = new Logger('Shutdown');

  get count(): number {
    return this.running;
  }

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.running += 1;
    return next.handle().pipe(finalize(() => this.done()));
  }

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
