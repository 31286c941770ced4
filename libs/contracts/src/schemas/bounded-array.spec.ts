import { isSchema, object, type SchemaDescription, type SchemaFieldDescription } from 'yup';
import { messageTemplates } from './message-template.schema';
import { aGuestFormContext } from './guest-form.fixtures';
import * as schemas from './index';
import { languageList } from './bounded-array';

type Described = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
};

/** The path of every array a description holds, with whether it has a max. */
const arraysOf = (described: SchemaFieldDescription, path = ''): [string, boolean][] => {
  const { type, fields, innerType, tests = [] } = described as Described;
  if (type === 'array')
    return [
      [path, tests.some((test) => test.name === 'max')],
      ...(innerType ? arraysOf(innerType, `${path}[]`) : []),
    ];
  return Object.entries(fields ?? {}).flatMap(([key, field]) =>
    arraysOf(field, path ? `${path}.${key}` : key),
  );
};

// Every schema libs/contracts exports, and those it builds for a property or a template.
const everySchema = (): [string, SchemaFieldDescription][] => [
  ...Object.entries(schemas)
    .filter(([, value]) => isSchema(value))
    .map(([name, schema]): [string, SchemaFieldDescription] => [
      name,
      (schema as { describe: () => SchemaFieldDescription }).describe(),
    ]),
  ...(['save', 'submit'] as const).map((mode): [string, SchemaFieldDescription] => [
    `guestFormSchema ${mode}`,
    schemas.guestFormSchema(aGuestFormContext(), mode).describe(),
  ]),
  ['genericGuestLinkSchema', schemas.genericGuestLinkSchema().describe()],
  ...messageTemplates.map((template): [string, SchemaFieldDescription] => [
    `messageTemplateTextsSchema ${template}`,
    schemas.messageTemplateTextsSchema(template).describe(),
  ]),
];

describe('arrays of requests', () => {
  it('are each bounded, so the API can refuse a long one before reading its items', () => {
    const arrays = everySchema().flatMap(([name, described]) =>
      arraysOf(described).map(([path, bounded]) => [`${name} ${path}`, bounded] as const),
    );
    expect(arrays.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'accountSettingsUpdateSchema guestLanguages',
        'residenceSchema supportedLanguages',
        'residenceSchema contacts',
        'residenceSchema nearbyPlaces',
        'priceTableSchema tiers',
        'reservationListQuerySchema status[]',
        'guestFormSchema save vehicles',
        'guestFormSchema submit additionalGuests',
      ]),
    );
    expect(arrays.filter(([, bounded]) => !bounded).map(([path]) => path)).toEqual([]);
  });
});

describe('languageList', () => {
  const schema = object({ languages: languageList('residences.invalidLanguage') });
  const errorsOf = (languages: unknown) =>
    schema.validate({ languages }, { abortEarly: false }).then(
      () => [],
      (error: { errors: string[] }) => error.errors,
    );

  it('takes each of the three languages once', async () => {
    expect(await errorsOf(['pt-BR', 'en-US', 'es-ES'])).toEqual([]);
  });

  it('refuses a language twice, a fourth one, and one the product has not', async () => {
    expect(await errorsOf(['pt-BR', 'pt-BR'])).toEqual(['validation.repeatedValue']);
    expect(await errorsOf(['pt-BR', 'en-US', 'es-ES', 'pt-BR'])).toEqual(
      expect.arrayContaining(['validation.maxItems']),
    );
    expect(await errorsOf(['de-DE'])).toEqual(['residences.invalidLanguage']);
  });
});
