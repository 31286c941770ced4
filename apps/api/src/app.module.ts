import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { resolve } from 'node:path';
import { ConfigModule, type Config, type ProcessKind } from '@chegada/config';
import type { Pool } from 'pg';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { PersonalDataVault } from '@chegada/personal-data';
import { ProjectionsModule } from '@chegada/projections';
import { PG_POOL, InfrastructureModule } from './infrastructure';
import { DispatcherService, SideEffectsModule, WorkerService } from './processes';
import { OutboxController, AdminUsersModule } from './admin';
import { RateLimitModule, AllExceptionsFilter } from './common';
import { MessageDeliveryModule } from './message-delivery';
import { ReservationMessagesModule } from './messages';
import { AccountsModule } from './accounts';
import { AuthModule } from './auth';
import { AvatarsModule } from './avatars';
import { MeModule } from './me';
import { RegistrationModule } from './registration';
import { PriceTablesModule } from './price-tables';
import { ContactModule } from './contact';
import { UsersModule } from './users';
import { SettingsModule } from './settings';
import { CreditsModule } from './credits';
import { PasswordResetModule } from './password-reset';
import { ResidencesModule } from './residences';
import { ReservationCommandsModule, ReservationQueriesModule } from './reservations';
import { ZipModule } from './zip';
import { GuestFormModule, StoredPdfScanModule } from './guest-form';
import { HealthController } from './health';
import { IdentityHttpModule } from './identity';
import { LocksModule, TestCodeRemovalsModule } from './locks';
import { QueueBoardModule } from './queue-board';
import { BookingsModule, BookingSyncModule } from './bookings';
import { BillingCycleModule, BillingModule } from './billing';
import { GovernmentChecksHttpModule } from './government';
import { RetentionModule, RetentionWorkerModule } from './retention';
import {
  PersonalDataRequestsModule,
  PersonalDataRequestsWorkerModule,
} from './personal-data-requests';

/** What each process adds to this one; `npm start` runs all three in one. */
const processModules = (config: Config): Record<ProcessKind, ModuleMetadata> => ({
  api: {
    imports: [
      AccountsModule,
      AuthModule,
      MeModule,
      AvatarsModule,
      RegistrationModule,
      AdminUsersModule,
      PriceTablesModule,
      ContactModule,
      UsersModule,
      SettingsModule,
      CreditsModule,
      PasswordResetModule,
      ResidencesModule,
      ReservationCommandsModule,
      ReservationQueriesModule,
      ZipModule,
      GuestFormModule,
      IdentityHttpModule,
      ReservationMessagesModule,
      LocksModule,
      BookingsModule,
      BillingModule,
      GovernmentChecksHttpModule,
      RetentionModule,
      PersonalDataRequestsModule,
      QueueBoardModule,
      ServeStaticModule.forRoot({
        rootPath: resolve(config.WEB_DIST),
        exclude: ['/api/{*path}', '/admin/queues', '/admin/queues/{*path}'],
        serveStaticOptions: { maxAge: '1h', index: ['index.html'] },
      }),
    ],
    controllers: [HealthController, OutboxController],
    providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
  },
  projections: {
    imports: [
      ProjectionsModule.forRootAsync({
        inject: [PG_POOL, EVENT_STORE, PersonalDataVault],
        useFactory: (pool: Pool, eventStore: EventStore, personalData: PersonalDataVault) => ({
          pool,
          eventStore,
          personalData,
        }),
      }),
      SideEffectsModule,
    ],
    providers: [DispatcherService],
  },
  worker: {
    imports: [
      SideEffectsModule,
      TestCodeRemovalsModule,
      StoredPdfScanModule,
      BookingSyncModule,
      BillingCycleModule,
      RetentionWorkerModule,
      PersonalDataRequestsWorkerModule,
    ],
    providers: [WorkerService],
  },
});

@Module({})
export class AppModule {
  static forRoot(config: Config): DynamicModule {
    const parts = config.PROCESS.map((kind) => processModules(config)[kind]);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        InfrastructureModule,
        MessageDeliveryModule,
        RateLimitModule,
        ...parts.flatMap((part) => part.imports ?? []),
      ],
      controllers: parts.flatMap((part) => part.controllers ?? []),
      providers: parts.flatMap((part) => part.providers ?? []),
    };
  }
}
