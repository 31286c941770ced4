import { HttpException } from '@nestjs/common';
import type { Request } from 'express';
import {
  INTERNAL_ERROR_MESSAGE,
  negotiateLocale,
  translate,
  type ErrorBody,
  type Locale,
} from '@chegada/contracts';
import { AppError } from './app-error';
import { codeForStatus, errorStatus } from './error-status';
import { appErrorOfDomain } from './domain-errors';
import { appErrorOfUnreachableService } from './unreachable-services';

export const requestLocale = (request: Request): Locale => {
  const lang = typeof request.query?.lang === 'string' ? request.query.lang : undefined;
  return negotiateLocale(lang, request.headers['accept-language']);
};

/** Status and status-like fields that Express middleware (body-parser) puts on its errors. */
type HttpLikeError = { status?: number; statusCode?: number; type?: string; expose?: boolean };

/** Any error as the AppError it answers as; an unknown one is INTERNAL_ERROR. */
export const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  const known = appErrorOfDomain(error) ?? appErrorOfUnreachableService(error);
  if (known) return known;
  if (error instanceof HttpException) return new AppError(codeForStatus(error.getStatus()));
  const httpLike = error as HttpLikeError | null;
  const status = httpLike?.status ?? httpLike?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && httpLike?.expose !== false) {
    return new AppError(codeForStatus(status, httpLike?.type));
  }
  return new AppError('INTERNAL_ERROR');
};

/**
 * The top message: a refusal of one field for anything but being empty says what that field's
 * error says ("Fill in all required fields" would send the person looking for a blank field).
 */
const topMessage = (appError: AppError, locale: Locale): string => {
  const [only, ...others] = appError.issues;
  if (appError.code === 'VALIDATION_FAILED' && only && others.length === 0)
    if (only.key !== 'validation.required') return translate(locale, only.key, only.values);
  return translate(locale, `error.${appError.code}`, appError.values);
};

/** The one error body of the API: `{ statusCode, code, message, errors? }`. */
export const errorBody = (error: unknown, locale: Locale): ErrorBody => {
  const appError = toAppError(error);
  const statusCode = errorStatus[appError.code];
  if (appError.code === 'INTERNAL_ERROR') {
    return { statusCode, code: appError.code, message: INTERNAL_ERROR_MESSAGE };
  }
  const body: ErrorBody = {
    statusCode,
    code: appError.code,
    message: topMessage(appError, locale),
  };
  const { currentRevision } = appError.values;
  if (appError.code === 'STALE_REVISION' && typeof currentRevision === 'number') {
    body.currentRevision = currentRevision;
  }
  const { offset } = appError.values;
  if (appError.code === 'UPLOAD_OFFSET_MISMATCH' && typeof offset === 'number')
    body.offset = offset;
  if (appError.issues.length > 0) {
    body.errors = appError.issues.map((issue) => ({
      field: issue.field,
      message: translate(locale, issue.key, issue.values),
    }));
  }
  return body;
};
