import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { resolve } from 'node:path';
import { ConfigModule, type Config, type Role } from '@chegada/config';
import type { Pool } from 'pg';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { PersonalDataVault } from '@chegada/personal-data';
import { ProjectionsModule } from '@chegada/projections';
import { PG_POOL } from './infrastructure/tokens';
import { DispatcherService } from './roles/dispatcher.service';
import { SideEffectsModule } from './roles/side-effects.module';
import { WorkerService } from './roles/worker.service';
import { OutboxController } from './admin/outbox/outbox.controller';
import { RateLimitModule } from './common/rate-limit/rate-limiter';
import { NotificationsModule } from './notifications/notifications.module';
import { AccountsModule } from './accounts/accounts.module';
import { AuthModule } from './auth/auth.module';
import { MeModule } from './me/me.module';
import { RegistrationModule } from './registration/registration.module';
import { AdminUsersModule } from './admin/users/admin-users.module';
import { PriceTablesModule } from './price-tables/price-tables.module';
import { ContactModule } from './contact/contact.module';
import { UsersModule } from './users/users.module';
import { SettingsModule } from './settings/settings.module';
import { CreditsModule } from './credits/credits.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { ResidencesModule } from './residences/residences.module';
import { ReservationCommandsModule } from './reservations/reservations.module';
import { ReservationQueriesModule } from './reservations/queries/reservation-queries.module';
import { ZipModule } from './zip/zip.module';
import { GuestFormModule } from './guest-form/guest-form.module';
import { AllExceptionsFilter } from './common/errors';
import { HealthController } from './health/health.controller';
import { InfrastructureModule } from './infrastructure/infrastructure.module';

/** What each role adds to the process; `npm start` runs all three in one. */
const roleModules = (config: Config): Record<Role, ModuleMetadata> => ({
  api: {
    imports: [
      AccountsModule,
      AuthModule,
      MeModule,
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
      ServeStaticModule.forRoot({
        rootPath: resolve(config.WEB_DIST),
        exclude: ['/api/{*path}'],
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
  worker: { imports: [SideEffectsModule], providers: [WorkerService] },
});

@Module({})
export class AppModule {
  static forRoot(config: Config): DynamicModule {
    const parts = config.ROLE.map((role) => roleModules(config)[role]);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        InfrastructureModule,
        NotificationsModule,
        RateLimitModule,
        ...parts.flatMap((part) => part.imports ?? []),
      ],
      controllers: parts.flatMap((part) => part.controllers ?? []),
      providers: parts.flatMap((part) => part.providers ?? []),
    };
  }
}
