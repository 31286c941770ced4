import type { IntlShape } from 'react-intl';
import { BRAZILIAN_TIME_ZONES } from '@chegada/domain';

type Zone = (typeof BRAZILIAN_TIME_ZONES)[number];

// Product data: the city that names each zone, and its offset (none of them keeps summer time).
const ZONES: Record<Zone, [city: string, offset: string]> = {
  'America/Sao_Paulo': ['Brasília, São Paulo', '−3'],
  'America/Manaus': ['Manaus', '−4'],
  'America/Cuiaba': ['Cuiabá', '−4'],
  'America/Fortaleza': ['Fortaleza', '−3'],
  'America/Recife': ['Recife', '−3'],
  'America/Bahia': ['Salvador', '−3'],
  'America/Belem': ['Belém', '−3'],
  'America/Porto_Velho': ['Porto Velho', '−4'],
  'America/Boa_Vista': ['Boa Vista', '−4'],
  'America/Rio_Branco': ['Rio Branco', '−5'],
  'America/Noronha': ['Fernando de Noronha', '−2'],
};

/** "Brasília, São Paulo (UTC−3)"; a zone outside the product's list reads as its name. */
export const timeZoneLabel = (intl: IntlShape, zone: string): string => {
  const known = ZONES[zone as Zone] as [string, string] | undefined;
  if (!known) return zone;
  const [city, offset] = known;
  return intl.formatMessage({ id: 'houses.timeZone' }, { city, offset });
};

/** The product's time zones as the property form offers them. */
export const timeZoneOptions = (intl: IntlShape) =>
  BRAZILIAN_TIME_ZONES.map((zone) => ({ value: zone, label: timeZoneLabel(intl, zone) }));
