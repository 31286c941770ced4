/** Facts about a broken rule, for the message catalogue's placeholders and for logs. */
export type DomainErrorDetails = Readonly<Record<string, string | number>>;

/**
 * A rule of the domain was broken. Each aggregate names its codes as a string union
 * (SCREAMING_SNAKE); the API maps every code to a transport error in one place.
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    readonly details: DomainErrorDetails = {},
  ) {
    const facts = Object.entries(details).map(([key, value]) => `${key}=${value}`);
    super(facts.length === 0 ? code : `${code} (${facts.join(', ')})`);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
