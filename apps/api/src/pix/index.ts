export * from './pix-charge';
