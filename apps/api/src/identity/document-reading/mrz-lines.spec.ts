import { passportMrz } from '../__fixtures__/mrz-photos';
import { findMrz } from './mrz-lines';

describe('finding the MRZ among the lines an OCR read', () => {
  const [first = '', second = ''] = passportMrz();

  it('picks the MRZ out of the other text of the page', () => {
    expect(findMrz(['REPUBLICA FEDERATIVA DO BRASIL', '', first, '', second, ''])).toEqual([
      first,
      second,
    ]);
  });

  it('puts a filler lost or doubled back into the run of fillers, not at the end', () => {
    const lost = second.replace('<<<<<<<<<<<<<<', '<<<<<<<<<<<<<');
    const doubled = first.replace('<<<<<<<<<<', '<<<<<<<<<<<');
    expect(findMrz([doubled, lost])).toEqual([first, second]);
  });

  it('reads letters as digits where only digits are printed (O for 0 in a check digit)', () => {
    const misread = `${second.slice(0, 42)}O${second.slice(43)}`;
    expect(findMrz([first, `${misread.slice(0, 13)}9OO4O1${misread.slice(19)}`])).toEqual([
      first,
      second,
    ]);
  });

  it('finds none in text without one', () => {
    expect(findMrz(['SILVA', 'MARIA CLARA', 'CPF 529.982.247-25'])).toBeNull();
  });
});
