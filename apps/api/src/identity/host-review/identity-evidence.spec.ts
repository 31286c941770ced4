import { aReadPassport } from '../__fixtures__/mrz-photos';
import { needsReview, type GuestEvidence } from './identity-evidence';
import { readVsTyped } from './read-vs-typed';

const checkedAt = new Date('2026-12-10T12:00:00Z');
const clear = (overrides: Partial<GuestEvidence> = {}): GuestEvidence => ({
  guest: 'main',
  faceChecksSkipped: false,
  selfieNotAsked: false,
  liveness: {
    guest: 'main',
    passed: true,
    failedAttempts: 0,
    lastFailure: null,
    checkedAt,
    shownSession: 's1',
    shownFrames: 3,
    shownAntiSpoof: 0.9,
  },
  match: {
    reservationId: 'r1',
    guest: 'main',
    verdict: 'match',
    similarity: 0.8,
    reason: null,
    selfieDocumentId: 'd1',
    documentId: 'd2',
    checkedAt,
  },
  documentReading: null,
  ...overrides,
});
const reading = (typedName: string, expiryDate = '2031-03-10') =>
  readVsTyped(
    aReadPassport({ expiryDate }),
    { name: typedName, documentNumber: 'FZ1234567', documentKind: 'passport', birthDate: null },
    { today: '2026-11-29', readAt: checkedAt },
  );

describe('whether a guest needs the host’s review', () => {
  it('not when liveness passed, the faces match and the document reads as typed', () => {
    expect(needsReview(clear({ documentReading: reading('Maria Clara Silva') }))).toBe(false);
  });

  it('when liveness was not done or the faces were not compared as a match', () => {
    expect(needsReview(clear({ liveness: undefined }))).toBe(true);
    expect(needsReview(clear({ match: undefined }))).toBe(true);
    expect(needsReview(clear({ match: { ...clear().match!, verdict: 'review' } }))).toBe(true);
  });

  it('when the document reads unlike the form, or expired', () => {
    expect(needsReview(clear({ documentReading: reading('Maria Souza') }))).toBe(true);
    expect(
      needsReview(clear({ documentReading: reading('Maria Clara Silva', '2026-01-01') })),
    ).toBe(true);
  });

  it('a child under 12 is asked no face check, but their document still counts', () => {
    const child = { faceChecksSkipped: true, liveness: undefined, match: undefined };
    expect(needsReview(clear(child))).toBe(false);
    expect(needsReview(clear({ ...child, documentReading: reading('Maria Souza') }))).toBe(true);
  });

  it('a guest asked no selfie who sent none is asked no face check; their document still counts', () => {
    const noSelfie = { selfieNotAsked: true, liveness: undefined, match: undefined };
    expect(needsReview(clear(noSelfie))).toBe(false);
    expect(needsReview(clear({ ...noSelfie, documentReading: reading('Maria Souza') }))).toBe(true);
  });
});
