import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiTag } from './base-api';

/** The body most routes answer with: what was asked, under `data`. */
export type Data<T> = { data: T };

/** What an answer carries under `data`. */
export const unwrapData = <T>(response: Data<T>): T => response.data;

/** A GET whose answer is under `data`, cached under `tag` (a list, a page of settings…). */
export const dataQuery = <T>(url: string, tag: ApiTag) => ({
  query: () => url,
  transformResponse: unwrapData<T>,
  providesTags: [tag],
});

/** A write whose answer is the item under `data`; it makes stale what `tags` cached. */
export const dataWrite = <T, Arg>(query: (arg: Arg) => FetchArgs, tags: ApiTag[]) => ({
  query,
  transformResponse: unwrapData<T>,
  invalidatesTags: tags,
});

/** POST `path` with the request as its body. */
export const postTo = (path: string) => (body: unknown) => ({ url: path, method: 'POST', body });

/** PUT `<path>/<id>` with the changes as its body. */
export const putChanges =
  (path: string) =>
  ({ id, changes }: { id: string; changes: unknown }) => ({
    url: `${path}/${id}`,
    method: 'PUT',
    body: changes,
  });

/** DELETE `<path>/<id>`. */
export const deleteById = (path: string) => (id: string) => ({
  url: `${path}/${id}`,
  method: 'DELETE',
});
