import { unstorableTextIssues } from './storable-text';

describe('unstorableTextIssues', () => {
  it('names each field holding text PostgreSQL cannot store, at any depth, as Yup names paths', () => {
    const body = {
      name: 'ok',
      guestName: 'An\u0000a',
      contacts: [{ name: 'fine' }, { name: 'x\ud800' }],
      address: { street: 'Rua\u0000' },
      'bad\u0000key': 1,
    };
    expect(unstorableTextIssues(body)).toEqual([
      {
        field: 'guestName',
        key: 'validation.characterNotAllowed',
        values: { character: 'U+0000' },
      },
      {
        field: 'contacts[1].name',
        key: 'validation.characterNotAllowed',
        values: { character: 'U+D800' },
      },
      {
        field: 'address.street',
        key: 'validation.characterNotAllowed',
        values: { character: 'U+0000' },
      },
      {
        field: 'bad\u0000key',
        key: 'validation.characterNotAllowed',
        values: { character: 'U+0000' },
      },
    ]);
  });

  it('lets ordinary text, numbers, booleans and null through', () => {
    expect(unstorableTextIssues({ a: 'Ação 😀', b: 1, c: true, d: null, e: ['x'] })).toEqual([]);
    expect(unstorableTextIssues(undefined)).toEqual([]);
  });

  it('walks JSON nested far deeper than the call stack would allow', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"x\\u0000"${']'.repeat(200_000)}`) as unknown;
    const issues = unstorableTextIssues(deep);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.values).toEqual({ character: 'U+0000' });
  });
});
