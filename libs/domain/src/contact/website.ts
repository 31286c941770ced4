const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
const LABEL = /^(?!-)[a-z\d-]{1,63}(?<!-)$/;
// A top-level domain is letters, or its punycode form; a number there means an IP address.
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z\d-]{1,59})$/;

const isRealHostName = (hostname: string): boolean => {
  const labels = hostname.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    hostname.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(topLevel)
  );
};

const parse = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * The address as an http(s) URL ('www.x.com.br' → 'https://www.x.com.br'), or null when it is
 * not one of a real host: no scheme other than http(s), no credentials, no IP address, no
 * single-label host such as 'localhost'. People type addresses without a scheme, so https is
 * assumed.
 */
export const normalizeWebsite = (value: string): string | null => {
  const typed = value.trim();
  if (!typed || /\s/.test(typed)) return null;
  const url = parse(HAS_SCHEME.test(typed) ? typed : `https://${typed}`);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.username || url.password || !isRealHostName(url.hostname)) return null;
  const bare = url.pathname === '/' && !url.search && !url.hash;
  return bare ? url.origin : url.href;
};

export const isValidWebsite = (value: string): boolean => normalizeWebsite(value) !== null;
