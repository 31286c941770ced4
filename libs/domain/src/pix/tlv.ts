/** One EMV field: a 2-digit id, a 2-digit length, then the value (BR Code manual). */
export const tlv = (id: string, value: string): string =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

/**
 * The fields of one TLV level in order, or null when the text does not split into fields
 * exactly (a length running past the end, a non-numeric id or length).
 */
export const splitTlv = (text: string): Map<string, string> | null => {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) return null;
    const end = at + 4 + Number(length);
    if (end > text.length) return null;
    fields.set(id, text.slice(at + 4, end));
    at = end;
  }
  return fields;
};
