import { storableText, unstorableCharacter } from './storable-text';

describe('text PostgreSQL can store', () => {
  it.each([
    ['Maria Silva', null],
    ['São João 😀', null],
    ['Ana\u0000', 'U+0000'],
    ['lone \ud83d high', 'U+D83D'],
    ['lone \ude00 low', 'U+DE00'],
    ['\ude00\ud83d reversed pair', 'U+DE00'],
  ])('%j: %s', (text, character) => {
    expect(unstorableCharacter(text)).toBe(character);
  });

  it('drops NUL and replaces unpaired surrogates, keeping paired ones', () => {
    expect(storableText('A\u0000na \ud83d😀\ude00')).toBe('Ana \ufffd😀\ufffd');
    expect(unstorableCharacter(storableText('x\u0000\ud800\udc00\udc00'))).toBeNull();
  });
});
