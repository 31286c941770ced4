import { getIn } from 'formik';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { bookingRules, calendarFeedSchema, feedProviderOf } from '@chegada/contracts';
import { SelectField, UrlField, useFormState } from '../../../components/form';
import {
  isValidationError,
  wordValidationError,
  type FlatErrors,
} from '../../../components/form/schema-validation';

const PROVIDER_NAMES: Record<string, string> = { airbnb: 'Airbnb', booking: 'Booking.com' };

/** 127/8, 10/8, 172.16/12, 192.168/16, 169.254/16, 100.64/10 and 0/8, as four numbers. */
const privateIPv4 = ([a, b]: number[]) =>
  a === 127 ||
  a === 10 ||
  a === 0 ||
  (a === 172 && b! >= 16 && b! <= 31) ||
  (a === 192 && b === 168) ||
  (a === 169 && b === 254) ||
  (a === 100 && b! >= 64 && b! <= 127);

/** ::, ::1, fc00::/7, fe80::/10, and an IPv4 one written as IPv6 (::ffff:10.0.0.1). */
const privateIPv6 = (host: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
  if (mapped) return privateIPv4(mapped[1]!.split('.').map(Number));
  // The URL parser writes a mapped IPv4 in hex (::ffff:a00:1).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (hex) {
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return privateIPv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  return host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
};

/**
 * What the browser can know of an address the server would refuse as private: a literal
 * loopback, private or link-local IP (the URL parser has already turned 2130706433 or 0x7f.1
 * into 127.0.0.1). A name that resolves to one is the server's to find.
 */
export const isPrivateAddress = (raw: string): boolean => {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (host.startsWith('[')) return privateIPv6(host.slice(1, -1));
  const ipv4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  return ipv4 !== null && privateIPv4(ipv4.slice(1).map(Number));
};

/**
 * The feed's fields at `prefix` ('' for the feed's own form, 'calendarFeed.' in the property's)
 * checked as the server checks them, a private address in the server's words; an empty address
 * passes when `optional` (a property saved without a calendar).
 */
export const checkCalendarFeed =
  (intl: IntlShape, prefix: string, optional: boolean) =>
  (values: object): FlatErrors => {
    const feed = {
      url: getIn(values, `${prefix}url`) as string,
      bookingRule: getIn(values, `${prefix}bookingRule`) as string,
    };
    if (optional && !feed.url.trim()) return {};
    try {
      calendarFeedSchema.validateSync(feed, { abortEarly: false });
    } catch (error) {
      if (!isValidationError(error)) throw error;
      const worded = wordValidationError(intl, error);
      return Object.fromEntries(
        Object.entries(worded).map(([path, text]) => [prefix + path, text]),
      );
    }
    return isPrivateAddress(feed.url)
      ? { [`${prefix}url`]: intl.formatMessage({ id: 'bookings.feedError.ADDRESS_NOT_ALLOWED' }) }
      : {};
  };

/**
 * Airbnb and Booking.com say which events are bookings; another host's feed asks the host, once
 * an address is typed and by it, starting from the safe answer (SAFE_BOOKING_RULE) with what each one means.
 */
const BookingRuleField = ({ prefix }: { prefix: string }) => {
  const intl = useIntl();
  const { values } = useFormState<object>();
  const url = String(getIn(values, `${prefix}url`) ?? '').trim();
  // Nothing to choose before there is an address: the question reads as one about no feed.
  if (!url) return null;
  const provider = feedProviderOf(url);
  if (provider.rule)
    return (
      <p className="calendar-feed-note">
        <FormattedMessage
          id="calendarFeed.ruleDecided"
          values={{ provider: PROVIDER_NAMES[provider.source] ?? provider.source }}
        />
      </p>
    );
  return (
    <SelectField
      name={`${prefix}bookingRule`}
      label={intl.formatMessage({ id: 'calendarFeed.rule' })}
      hint={intl.formatMessage({ id: 'calendarFeed.ruleHint' })}
      options={bookingRules.map((rule) => ({
        value: rule,
        label: intl.formatMessage({ id: `calendarFeed.rule.${rule}` }),
      }))}
    />
  );
};

/** The listing's calendar (iCal) address and, for a host the app does not know, its rule. */
export const CalendarFeedFields = ({
  prefix = '',
  required = false,
}: {
  prefix?: string;
  required?: boolean;
}) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `calendarFeed.${id}` });
  return (
    <>
      <UrlField
        name={`${prefix}url`}
        label={text('url')}
        hint={text('urlHint')}
        required={required}
      />
      <BookingRuleField prefix={prefix} />
    </>
  );
};
