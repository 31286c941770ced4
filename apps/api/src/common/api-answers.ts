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
