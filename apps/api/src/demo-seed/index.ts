export * from './demo-seed';
export { AVENIDA_PAULISTA } from './demo-data';
