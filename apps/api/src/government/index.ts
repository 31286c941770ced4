export { governmentMigrations } from './government.migrations';
export { GovernmentChecksHttpModule, GovernmentChecksModule } from './government.module';
export { CpfCheckEffect } from './cpf-check/cpf-check.effect';
export { FnrhEffect } from './fnrh/fnrh.effect';
