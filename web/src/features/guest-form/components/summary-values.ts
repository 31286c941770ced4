import type { IntlShape } from 'react-intl';
import { displayCep, formatCpf, isBrazil } from '@chegada/domain';

/*
 * How the summary shows what the form keeps as ISO text ('2026-11-28', '14:00'): in the chosen
 * language. A masked value ('••••') or anything else is shown as it is.
 */

export type Entry = Record<string, unknown>;

export const text = (value: unknown): string =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : '—';

export const listOf = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);

const CPF = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** A CPF as it is printed ('271.828.182-05'); a masked one as it is. */
export const cpfText = (value: unknown): string =>
  typeof value === 'string' && CPF.test(value.trim()) ? formatCpf(value) : text(value);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{2}:\d{2}$/;

/** A calendar day ('28 nov 2026'): the day itself, whatever the device's time zone. */
export const formatDay = (intl: IntlShape, value: unknown): string =>
  typeof value === 'string' && ISO_DAY.test(value)
    ? intl.formatDate(`${value}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })
    : text(value);

/** A wall-clock time ('14:00', '2:00 PM'). */
export const formatClock = (intl: IntlShape, value: unknown): string =>
  typeof value === 'string' && ISO_TIME.test(value)
    ? intl.formatTime(`1970-01-01T${value}:00Z`, { timeStyle: 'short', timeZone: 'UTC' })
    : text(value);

/** A day and its time, as 'Nov 28, 2026, 2:00 PM'. */
export const formatDayTime = (intl: IntlShape, day: unknown, time: unknown): string =>
  [formatDay(intl, day), formatClock(intl, time)].filter((part) => part !== '—').join(', ') || '—';

/** The address on one line, the country last (a foreigner's address names it), a CEP as written. */
export const addressLine = (address: Entry): string => {
  const { cep, country } = address;
  const brazilian = typeof country !== 'string' || country === '' || isBrazil(country);
  return (
    [
      [address.street, address.number].filter(Boolean).join(', '),
      address.complement,
      address.neighborhood,
      address.city,
      address.state,
      typeof cep === 'string' && brazilian ? displayCep(cep) : cep,
      country,
    ]
      .filter((part) => typeof part === 'string' && part !== '')
      .join(', ') || '—'
  );
};
