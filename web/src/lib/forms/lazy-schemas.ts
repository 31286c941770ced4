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

/**
 * Starts the download once the page that shows the form is idle, so the first check rarely
 * waits and the page's own paint does not share the network with it.
 */
export const usePreloadedSchemas = (): void => {
  useEffect(() => {
    const load = () => void loadSharedSchemas().catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 0);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
};

/** A schema given as is, or as the loader of a lazily downloaded one. */
export type SchemaSource<Schema> = Schema | (() => Promise<Schema>);

export const resolveSchema = <Schema extends object>(source: SchemaSource<Schema>) =>
  typeof source === 'function' ? source() : Promise.resolve(source);
