// What other modules' tests may use to make and drive reservations.
export * from './reservation-calls';
export * from './reservation-fixtures';
export * from '../queries/__fixtures__/read-model-app';
