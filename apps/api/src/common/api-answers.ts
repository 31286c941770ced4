import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/**
 * Documents what a route (or every route of a controller) answers: each HTTP status with the
 * body or the error codes it carries, as one table instead of one decorator per status.
 */
export const ApiAnswers = (answers: Record<number, string>) =>
  applyDecorators(
    ...Object.entries(answers).map(([status, description]) =>
      ApiResponse({ status: Number(status), description }),
    ),
  );

// The answers many routes share, worded once for /api/docs.

/** A body or query the route's schema refuses: the 400 of the validation pipe. */
export const FIELD_ERRORS = 'VALIDATION_FAILED with the field errors';
/** The reservation of the path is not the caller's account's (or does not exist). */
export const NO_SUCH_RESERVATION = 'NOT_FOUND: no such reservation in the account';
/** The property of the path is not the caller's account's (or does not exist). */
export const NO_SUCH_PROPERTY = 'NOT_FOUND: no such property in the account';
