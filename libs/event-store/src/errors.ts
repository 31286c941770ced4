/** The stream was not at the revision the caller expected. */
export class WrongExpectedVersion extends Error {
  readonly code = 'WRONG_EXPECTED_VERSION';

  constructor(
    readonly streamId: string,
    /** What the caller asked for. */
    readonly expected: 'no_stream' | 'stream_exists' | number,
    /** Revision of the stream's last event, or 'no_stream'. */
    readonly actual: 'no_stream' | number,
  ) {
    super(`Stream ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersion';
  }
}
