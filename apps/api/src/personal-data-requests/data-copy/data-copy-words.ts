import { copyValueKey, isMessageKey, translate, type Locale } from '@chegada/contracts';
import { displayCep, displayPhone, formatCpf } from '@chegada/domain';

type Values = Record<string, string | number>;

// Fields whose value is a code standing for words (dataCopy.value.*), not the guest's own text.
const CODED = new Set([
  'visitPurpose',
  'gender',
  'transport',
  'type',
  'documentKind',
  'petKind',
  'kind',
  'channel',
  'status',
  'situation',
  'verdict',
  'reason',
  'lastFailure',
  'source',
  'template',
  'documentReading',
]);
const SKIPPED = new Set(['submit']);
// Fields holding a country's ISO code ("BR"), shown by the country's name.
const COUNTRIES = new Set(['nationality', 'country', 'issuingCountry', 'countryOfResidence']);
// Moments that are the start of a day in Brasília (a keep-until): shown as that day alone.
const DAYS = new Set(['keptUntil']);
// A CPF, a phone and a CEP as the form and the review write them (walk58: '11144477735'),
// the host's too (walk59: '+5511987654321').
const CPFS = new Set(['cpf', 'responsibleCpf']);
const PHONES = new Set(['phone', 'guestPhone', 'phoneE164', 'guestPhoneE164', 'controllerPhone']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const TIME_ZONE = 'America/Sao_Paulo';

const isAbsent = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** A key no label was written for, as words rather than code ("someField" → "Some field"). */
const humanized = (key: string): string => {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The words of a guest's copy in their language: each field's label, each value formatted as
 * a person reads it (dates, times, sizes, yes or no, the words a code stands for).
 */
export class DataCopyWords {
  private readonly dates: Intl.DateTimeFormat;
  private readonly instants: Intl.DateTimeFormat;
  private readonly days: Intl.DateTimeFormat;
  private readonly numbers: Intl.NumberFormat;

  private readonly countries: Intl.DisplayNames;

  constructor(readonly locale: Locale) {
    this.dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    this.instants = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    });
    this.days = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE });
    this.numbers = new Intl.NumberFormat(locale);
    this.countries = new Intl.DisplayNames(locale, { type: 'region' });
  }

  say(key: string, values?: Values): string {
    return isMessageKey(key) ? translate(this.locale, key, values) : humanized(key);
  }

  label(key: string): string {
    const known = `dataCopy.field.${key}`;
    return isMessageKey(known) ? translate(this.locale, known) : humanized(key);
  }

  instant(iso: string | null): string {
    return iso ? this.instants.format(new Date(iso)) : this.say('dataCopy.empty');
  }

  /** A value as a person reads it; `key` says what it is. */
  value(key: string, value: unknown): string {
    const empty = Array.isArray(value) && value.length === 0;
    if (value === null || value === undefined || value === '' || empty)
      return this.say('dataCopy.empty');
    if (typeof value === 'boolean') return this.say(value ? 'dataCopy.yes' : 'dataCopy.no');
    if (typeof value === 'number') return this.number(key, value);
    if (Array.isArray(value)) return value.map((item) => this.value(key, item)).join(', ');
    if (typeof value !== 'string') return JSON.stringify(value);
    if (COUNTRIES.has(key) && /^[A-Z]{2}$/.test(value)) return this.countries.of(value) ?? value;
    if (CPFS.has(key) && /^\d{11}$/.test(value.replace(/\D/g, ''))) return formatCpf(value);
    if (PHONES.has(key)) return displayPhone(value);
    if (key === 'cep') return displayCep(value);
    if (key === 'field' || key === 'mismatches') return this.label(value);
    if (DAYS.has(key) && INSTANT.test(value)) return this.days.format(new Date(value));
    if (DATE.test(value)) return this.dates.format(new Date(`${value}T12:00:00Z`));
    if (INSTANT.test(value)) return this.instant(value);
    if (!CODED.has(key)) return value;
    const coded = copyValueKey(key, value);
    return coded ? this.say(coded) : humanized(value);
  }

  /**
   * `Label: value`, with the labels of where the value sits (address, vehicle 1, …) before. A
   * value that is absent has no row (issue 32 walk: "Vehículo: —", "Similitud: —").
   */
  lines(value: unknown, key = '', where: string[] = []): string[] {
    if (SKIPPED.has(key) || isAbsent(value)) return [];
    if (Array.isArray(value) && value.some((item) => item !== null && typeof item === 'object'))
      return value.flatMap((item, index) =>
        this.lines(item, '', [
          ...where,
          this.say('dataCopy.item', { label: this.label(key), n: index + 1 }),
        ]),
      );
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return Object.entries(value).flatMap(([child, item]) =>
        this.lines(item, child, key ? [...where, this.label(key)] : where),
      );
    return [`${[...where, this.label(key)].join(' · ')}: ${this.value(key, value)}`];
  }

  /** One record on one line: `Label: value · Label: value`. */
  record(record: Record<string, unknown>): string {
    return Object.entries(record)
      .flatMap(([key, value]) => this.lines(value, key))
      .join(' · ');
  }

  private number(key: string, value: number): string {
    if (key === 'bytes')
      return new Intl.NumberFormat(this.locale, {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 0,
      }).format(Math.max(1, Math.round(value / 1024)));
    if (key === 'similarity')
      return new Intl.NumberFormat(this.locale, { style: 'percent' }).format(value);
    return this.numbers.format(value);
  }
}
