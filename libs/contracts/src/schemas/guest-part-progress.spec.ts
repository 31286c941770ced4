import { anAdditionalGuest } from './guest-form.fixtures';
import { guestPartProgress } from './guest-part-progress';

const today = '2026-03-10';
const allFiles = ['doc_front', 'doc_back', 'doc_selfie'];

describe('an additional guest’s part', () => {
  it('has not started when the holder gave only a name and ticked their own link', () => {
    expect(guestPartProgress({ key: 'k', name: 'Ana Souza', ownLink: true }, [], today)).toBe(
      'not_started',
    );
  });

  it('is in progress with some of their answers or files, whoever fills it', () => {
    const named = { name: 'Ana Souza', ownLink: true };
    expect(guestPartProgress({ ...named, birthDate: '1990-01-01' }, [], today)).toBe('in_progress');
    expect(guestPartProgress(named, ['doc_selfie'], today)).toBe('in_progress');
    expect(guestPartProgress(anAdditionalGuest(), ['doc_front', 'doc_selfie'], today)).toBe(
      'in_progress',
    );
  });

  it('is complete only with every field of §5 and both sides and a selfie', () => {
    expect(guestPartProgress(anAdditionalGuest({ ownLink: true }), allFiles, today)).toBe(
      'completed',
    );
    expect(guestPartProgress(anAdditionalGuest(), ['doc_digital', 'doc_selfie'], today)).toBe(
      'completed',
    );
    expect(guestPartProgress(anAdditionalGuest({ birthDate: '' }), allFiles, today)).toBe(
      'in_progress',
    );
    expect(guestPartProgress(anAdditionalGuest({ cpf: '111.111.111-11' }), allFiles, today)).toBe(
      'in_progress',
    );
  });
});
