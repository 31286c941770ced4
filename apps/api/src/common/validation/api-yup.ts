import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { AnyObject, ObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';

type Test = { name?: string; params?: Record<string, unknown> };

const param = (tests: Test[], name: string, key: string): number | undefined => {
  const value = tests.find((test) => test.name === name)?.params?.[key];
  return typeof value === 'number' ? value : undefined;
};

// Tests named in libs/contracts (scalar-fields.ts) as the OpenAPI formats they check.
const formats: Record<string, string> = {
  email: 'email',
  date: 'date',
  dateTime: 'date-time',
  clockTime: 'time',
};

const formatOf = (tests: Test[]): string | undefined =>
  tests.map((test) => formats[test.name ?? '']).find(Boolean);

const scalar = (description: SchemaDescription): SchemaObject => {
  const tests = description.tests as Test[];
  switch (description.type) {
    case 'string':
      return {
        type: 'string',
        format: formatOf(tests),
        minLength: param(tests, 'min', 'min'),
        maxLength: param(tests, 'max', 'max'),
      };
    case 'number':
      return {
        type: tests.some((test) => test.name === 'integer') ? 'integer' : 'number',
        minimum: param(tests, 'min', 'min'),
        maximum: param(tests, 'max', 'max'),
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date-time' };
    default:
      return {};
  }
};

/** OpenAPI schema of a Yup schema, so the document follows the shared validation rules. */
export const openApiOf = (field: SchemaFieldDescription): SchemaObject => {
  const description = field as SchemaDescription & {
    fields?: Record<string, SchemaFieldDescription>;
    innerType?: SchemaFieldDescription;
  };
  const values = (description.oneOf ?? []).filter((value) => value !== undefined);
  const enumeration = values.length > 0 ? { enum: values } : {};
  if (description.type === 'object' && description.fields) {
    const entries = Object.entries(description.fields);
    return {
      type: 'object',
      properties: Object.fromEntries(entries.map(([name, child]) => [name, openApiOf(child)])),
      required: entries
        .filter(([, child]) => !(child as SchemaDescription).optional)
        .map(([name]) => name),
      additionalProperties: false,
    };
  }
  if (description.type === 'array') {
    const tests = description.tests as Test[];
    return {
      type: 'array',
      items: description.innerType ? openApiOf(description.innerType) : {},
      minItems: param(tests, 'min', 'min'),
      // The API refuses a longer array before it reads an item (array-bounds.ts).
      maxItems: param(tests, 'max', 'max'),
      uniqueItems: tests.some((test) => test.name === 'unique') || undefined,
    };
  }
  return { ...scalar(description), nullable: description.nullable || undefined, ...enumeration };
};

/** Documents a JSON body validated by YupValidationPipe with the same schema. */
export const ApiYupBody = (schema: ObjectSchema<AnyObject>) =>
  ApiBody({ schema: openApiOf(schema.describe()) });

/** Documents each query parameter of a schema validated with `castStrings`. */
export const ApiYupQuery = (schema: ObjectSchema<AnyObject>) => {
  const described = openApiOf(schema.describe());
  return applyDecorators(
    ...Object.entries(described.properties ?? {}).map(([name, property]) =>
      ApiQuery({
        name,
        required: described.required?.includes(name) ?? false,
        schema: property as SchemaObject,
      }),
    ),
  );
};
