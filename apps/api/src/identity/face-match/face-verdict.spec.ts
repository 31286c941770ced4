import { faceVerdict, matchSubjectsOf } from './face-verdict';

const thresholds = { match: 0.7, review: 0.5 };

describe('the face match verdict', () => {
  it('is a match from the match threshold, review between the two, no match below', () => {
    expect(faceVerdict(0.93, thresholds)).toBe('match');
    expect(faceVerdict(0.7, thresholds)).toBe('match');
    expect(faceVerdict(0.6, thresholds)).toBe('review');
    expect(faceVerdict(0.49, thresholds)).toBe('no-match');
  });

  it('is review when there was nothing to compare', () => {
    expect(faceVerdict(null, thresholds)).toBe('review');
  });
});

describe('whose consent a guest’s comparison waits for', () => {
  const form = (guests: Record<string, unknown>[]) => ({ additionalGuests: guests });

  it('the main guest’s own; an adult companion’s own; a minor’s, the main guest’s', () => {
    expect(
      matchSubjectsOf(
        form([
          { key: 'adult', birthDate: '1985-06-01' },
          { key: 'teen', birthDate: '2012-01-01' },
          { key: 'child-flag', isChild: true },
        ]),
        '2027-03-10',
      ),
    ).toEqual([
      { guest: 'main', consentFrom: 'main' },
      { guest: 'adult', consentFrom: 'adult' },
      { guest: 'teen', consentFrom: 'main' },
      { guest: 'child-flag', consentFrom: 'main' },
    ]);
  });

  it('skips a companion under 12 on the check-in date', () => {
    expect(matchSubjectsOf(form([{ key: 'kid', birthDate: '2016-03-11' }]), '2027-03-10')).toEqual([
      { guest: 'main', consentFrom: 'main' },
      { guest: 'kid', skipped: 'under-12' },
    ]);
  });
});
