import {
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@chegada/event-store';
import type { PersonalDataVault } from '@chegada/personal-data';
import type { ProjectionLogger } from './logger';
import type { AnyProjection } from './projection';
import { productionProjections } from './registry';
import {
  ProjectionRunner,
  type ProjectionRunnerStatus,
  type ProjectionRunnerTuning,
} from './runner/projection-runner';

export type ProjectionsModuleOptions = Partial<ProjectionRunnerTuning> & {
  pool: Pool;
  eventStore: EventStore;
  logger?: ProjectionLogger;
} & (
    | {
        /** Opens the personal data the production projections hold. */
        personalData: PersonalDataVault;
      }
    | { projections: readonly AnyProjection[] }
  );

export const PROJECTIONS_OPTIONS = Symbol('PROJECTIONS_OPTIONS');

// Nest's Logger forwards to pino in the app (NestPinoLogger), which takes (fields, message) as pino does.
const nestLogger = (): ProjectionLogger => {
  const logger = new Logger('Projections');
  return {
    info: (fields, message) => logger.log(fields, message),
    warn: (fields, message) => logger.warn(fields, message),
    error: (fields, message) => logger.error(fields, message),
  };
};

/** Starts every projection when the app has booted and stops them before it shuts down. */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly runners: ProjectionRunner[];

  constructor(@Inject(PROJECTIONS_OPTIONS) options: ProjectionsModuleOptions) {
    const { logger = nestLogger(), ...shared } = options;
    const projections =
      'projections' in options ? options.projections : productionProjections(options);
    this.runners = projections.map(
      (projection) => new ProjectionRunner({ ...shared, projection, logger }),
    );
  }

  onApplicationBootstrap(): void {
    for (const runner of this.runners) runner.start();
  }

  // Module destruction comes before the pools close, so batches in flight can commit.
  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }

  /** Which projections this process owns, for health and admin pages. */
  statuses(): { name: string; status: ProjectionRunnerStatus }[] {
    return this.runners.map((runner) => ({ name: runner.name, status: runner.status }));
  }
}

export type ProjectionsModuleAsyncOptions = Pick<ModuleMetadata, 'imports'> & {
  inject?: InjectionToken[];
  useFactory: (...args: never[]) => ProjectionsModuleOptions | Promise<ProjectionsModuleOptions>;
};

@Module({})
export class ProjectionsModule {
  static forRoot(options: ProjectionsModuleOptions): DynamicModule {
    return {
      module: ProjectionsModule,
      providers: [{ provide: PROJECTIONS_OPTIONS, useValue: options }, ProjectionsService],
      exports: [ProjectionsService],
    };
  }

  /** E.g. `inject: [POOL, EVENT_STORE], useFactory: (pool, eventStore) => ({ pool, eventStore })`. */
  static forRootAsync(options: ProjectionsModuleAsyncOptions): DynamicModule {
    return {
      module: ProjectionsModule,
      imports: options.imports ?? [],
      providers: [
        {
          provide: PROJECTIONS_OPTIONS,
          inject: options.inject ?? [],
          useFactory: options.useFactory,
        },
        ProjectionsService,
      ],
      exports: [ProjectionsService],
    };
  }
}
