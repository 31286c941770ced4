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
    const issue = (field: string, character: string) => ({
      field,
      key: 'validation.characterNotAllowed',
      values: { character },
    });
    expect(unstorableTextIssues(body)).toEqual([
      issue('guestName', 'U+0000'),
      issue('contacts[1].name', 'U+D800'),
      issue('address.street', 'U+0000'),
      issue('bad\u0000key', 'U+0000'),
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
