import { aMetadata, aRecordedEvent } from '../../../libs/event-store/src/__fixtures__/events';
import { auditEntryOf, auditTrailProjection, changedFieldsOf } from './audit-trail.projection';

describe('audit trail projection', () => {
  it('records who did what, when and from where, with field names but no values', () => {
    const metadata = aMetadata({ guestLink: 'res-1/guest-2', actorId: null, actorRole: 'GUEST' });
    const event = aRecordedEvent({
      streamId: 'reservation-1',
      revision: 4,
      type: 'GuestDetailsSubmitted',
      data: { name: 'Maria Silva', cpf: '123.456.789-09' },
      metadata,
    });
    const entry = auditTrailProjection.evolve(null, event);
    expect(entry).toEqual({
      eventId: event.id,
      streamId: 'reservation-1',
      revision: 4,
      eventType: 'GuestDetailsSubmitted',
      actorId: null,
      actorRole: 'GUEST',
      guestLink: 'res-1/guest-2',
      correlationId: metadata.correlationId,
      causationId: metadata.causationId,
      // An IP in the metadata (events of before issue 32) is not copied: it is an access log's.
      ip: null,
      userAgent: 'jest',
      occurredAt: new Date('2026-11-21T12:00:00.000Z'),
      recordedAt: event.recordedAt,
      position: event.position,
      changedFields: ['cpf', 'name'],
    });
    expect(JSON.stringify(entry)).not.toContain('Maria');
  });

  it('keeps one row per event: a replayed event changes nothing', () => {
    const event = aRecordedEvent();
    const entry = auditEntryOf(event);
    expect(auditTrailProjection.evolve(entry, event)).toBe(entry);
    expect(auditTrailProjection.key(event)).toBe(event.id);
  });

  it('stores malformed metadata as missing instead of failing the batch', () => {
    const metadata = { ...aMetadata(), occurredAt: 'yesterday', ip: '' };
    const entry = auditEntryOf(aRecordedEvent({ metadata }));
    expect(entry.occurredAt).toBeNull();
    expect(entry.ip).toBeNull();
  });

  it('lists changed fields only for object payloads', () => {
    expect(changedFieldsOf({ b: 1, a: 2 })).toEqual(['a', 'b']);
    expect(changedFieldsOf(['x'])).toEqual([]);
    expect(changedFieldsOf(null)).toEqual([]);
    expect(changedFieldsOf('text')).toEqual([]);
  });
});
