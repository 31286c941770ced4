/**
 * Development logs a person can read: each pino JSON line becomes one line of text, and
 * Nest's boot chatter (a line per module, controller and route) becomes one summary line per
 * kind ("mapped 143 routes (31 controllers)"). Production keeps the JSON lines, which machines read (createLogger picks).
 */

type Line = Record<string, unknown>;

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Nest's contexts that write a line per module, controller or route at boot, by group. */
const SUMMARIZED = new Map<unknown, { group: 'modules' | 'routes'; noun: string }>([
  ['InstanceLoader', { group: 'modules', noun: 'modules' }],
  ['RoutesResolver', { group: 'routes', noun: 'controllers' }],
  ['RouterExplorer', { group: 'routes', noun: 'routes' }],
]);

type Tally = { group: 'modules' | 'routes'; counts: Record<string, number>; last: Line };

const summary = ({ group, counts }: Tally): string =>
  group === 'modules'
    ? `initialized ${counts.modules ?? 0} modules`
    : `mapped ${counts.routes ?? 0} routes (${counts.controllers ?? 0} controllers)`;

/** Fields every line has, or that the line's head already shows. */
const HEAD_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'context', 'name', 'err']);

const clock = (time: unknown): string => {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8) + '.' + String(date.getMilliseconds()).padStart(3, '0');
};

const valueText = (value: unknown): string =>
  typeof value === 'string' && /^\S+$/.test(value) ? value : JSON.stringify(value);

const plainText = (value: unknown): string =>
  typeof value === 'string' ? value : valueText(value);

/** `req: { method: 'GET' }` → `req.method=GET`: nested fields as dotted keys. */
const fieldsText = (fields: Line, prefix = ''): string[] =>
  Object.entries(fields).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? fieldsText(value as Line, `${prefix}${key}.`)
      : [`${prefix}${key}=${valueText(value)}`],
  );

const errorText = (err: unknown): string => {
  if (typeof err !== 'object' || err === null) return '';
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  const text = typeof stack === 'string' ? stack : typeof message === 'string' ? message : '';
  return text ? `\n    ${text.split('\n').join('\n    ')}` : '';
};

/** One pino line as text: `12:00:01.250 INFO  [Context] message key=value`. */
export const readableLine = (line: Line): string => {
  const level = (LEVELS[Number(line.level)] ?? String(line.level)).padEnd(5);
  const source = line.context ?? line.name;
  const extra = Object.fromEntries(Object.entries(line).filter(([key]) => !HEAD_FIELDS.has(key)));
  const parts = [
    clock(line.time),
    level,
    ...(source === undefined ? [] : [`[${plainText(source)}]`]),
    ...(line.msg === undefined ? [] : [plainText(line.msg)]),
    ...fieldsText(extra),
  ];
  return parts.join(' ') + errorText(line.err);
};

/**
 * A pino destination that writes readable lines. Consecutive lines of Nest's chatty boot
 * contexts are counted, not written; the count is said when another kind of line comes.
 */
export const readableDestination = (write: (text: string) => void) => {
  let tally: Tally | undefined;
  const flush = () => {
    if (tally) write(`${readableLine({ ...tally.last, context: 'Nest', msg: summary(tally) })}\n`);
    tally = undefined;
  };
  return {
    write(json: string): void {
      const line = JSON.parse(json) as Line;
      const chatty = SUMMARIZED.get(line.context);
      if (!chatty || Number(line.level) > 30) {
        flush();
        write(`${readableLine(line)}\n`);
        return;
      }
      if (tally?.group !== chatty.group) flush();
      tally ??= { group: chatty.group, counts: {}, last: line };
      tally.counts[chatty.noun] = (tally.counts[chatty.noun] ?? 0) + 1;
      tally.last = line;
    },
  };
};
