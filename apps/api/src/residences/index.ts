// What other modules may use of residences; everything else in this folder is its own.
export { ResidencesModule } from './residences.module';
export { residencesMigrations } from './residences.migrations';
export type { ResidencesTables } from './residences.tables';
export { nearbyPlacesColumn } from './residence-children';
