import { Body, Query } from '@nestjs/common';
import type { AnyObject, ObjectSchema } from 'yup';
import { ApiYupBody, ApiYupQuery } from './api-yup';
import { YupValidationPipe } from './yup-validation.pipe';

/** Applies a method's OpenAPI decorator from one of its parameters' decorators. */
const documentMethod = (
  document: MethodDecorator,
  target: object,
  key: string | symbol | undefined,
): void => {
  if (key === undefined) return;
  document(target, key, Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor);
};

/**
 * The request's body, validated by `schema` and documented with it in OpenAPI: the schema the
 * document shows is the one that validates.
 */
export const YupBody =
  (schema: ObjectSchema<AnyObject>): ParameterDecorator =>
  (target, key, index) => {
    Body(new YupValidationPipe(schema))(target, key, index);
    documentMethod(ApiYupBody(schema), target, key);
  };

/** The query string, cast from text and validated by `schema`, documented with it likewise. */
export const YupQuery =
  (schema: ObjectSchema<AnyObject>): ParameterDecorator =>
  (target, key, index) => {
    Query(new YupValidationPipe(schema, { castStrings: true }))(target, key, index);
    documentMethod(ApiYupQuery(schema), target, key);
  };
