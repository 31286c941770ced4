import { companionsOf, listsCompanions } from './companions';

describe('the form’s companions', () => {
  it('are its additional guests, none when it lists none', () => {
    const ana = { key: 'k1', name: 'Ana Souza' };
    expect(companionsOf({ name: 'Joana', additionalGuests: [ana] })).toEqual([ana]);
    expect(companionsOf({ name: 'Joana' })).toEqual([]);
    expect(companionsOf(null)).toEqual([]);
  });

  it('are listed only by a list: a save that leaves them out keeps them as they were', () => {
    expect(listsCompanions({ additionalGuests: [] })).toBe(true);
    expect(listsCompanions({ name: 'Joana' })).toBe(false);
    expect(listsCompanions({ additionalGuests: 'k1' })).toBe(false);
    expect(listsCompanions([])).toBe(false);
  });
});
