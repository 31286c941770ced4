import { useEffect } from 'react';

export type SharedSchemas = typeof import('./shared-schemas');
export type SharedSchemaName = keyof SharedSchemas;

let loading: Promise<SharedSchemas> | undefined;

/** The public forms' schemas, downloaded once; a failed download is tried again next time. */
export const loadSharedSchemas = (): Promise<SharedSchemas> =>
  (loading ??= import('./shared-schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

/** One of them, as a form's `schema`: `lazySchema('loginSchema')`. */
export const lazySchema =
  <Name extends keyof SharedSchemas>(name: Name) =>
  (): Promise<SharedSchemas[Name]> =>
    loadSharedSchemas().then((schemas) => schemas[name]);

/** Starts the download as the form shows, so the first check rarely waits. */
export const usePreloadedSchemas = (): void => {
  useEffect(() => {
    loadSharedSchemas().catch(() => undefined);
  }, []);
};

/** A schema given as is, or as the loader of a lazily downloaded one. */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

export const resolveSchema = <Schema extends object>(source: SchemaSource<Schema>) =>
  typeof source === 'function' ? source() : Promise.resolve(source);
