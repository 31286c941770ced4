import { http, HttpResponse, type JsonBodyType } from 'msw';

/** A write the fake API received: its method, path and JSON body. */
export type Call = { method: string; path: string; body: unknown };

type Row = { id: string };

/**
 * POST, PUT and DELETE of a collection kept in memory, as the API would: POST adds what `create`
 * builds from the body, PUT `${url}/:id` merges the body into that row, DELETE `${url}/:id` removes
 * it; each answers `{ data }` (DELETE 204) and is recorded in `calls`. `answer`, when given, is
 * what POST and PUT answer instead. `rows()` is the collection now, for the list's GET.
 */
export const memoryCollection = <T extends Row>(
  url: string,
  initial: T[],
  {
    calls = [],
    create,
    answer,
  }: { calls?: Call[]; create: (body: Partial<T>) => T; answer?: () => Response },
) => {
  let rows = [...initial];
  const record = async (request: Request) => {
    const text = request.method === 'DELETE' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Partial<T>;
  };
  const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
  return {
    rows: () => rows,
    json,
    writes: [
      http.post(url, async ({ request }) => {
        const created = create(await record(request));
        if (answer) return answer();
        rows = [...rows, created];
        return json({ data: created }, 201);
      }),
      http.put(`${url}/:id`, async ({ request, params }) => {
        const body = await record(request);
        if (answer) return answer();
        rows = rows.map((row) => (row.id === params.id ? { ...row, ...body } : row));
        return json({ data: rows.find((row) => row.id === params.id) ?? null });
      }),
      http.delete(`${url}/:id`, async ({ request, params }) => {
        await record(request);
        rows = rows.filter((row) => row.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  };
};
