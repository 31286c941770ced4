import { phonePhotoOf } from './mrz-photos';

/** A valid CPF (Receita Federal's check digits right) and the same with its last digit wrong. */
export const PRINTED_CPF = '529.982.247-25';
export const CPF_WITH_WRONG_DIGIT = '529.982.247-26';

export type CardKind = 'rg' | 'cnh';

// What each card prints around its CPF: the RG's "CPF" box under the holder's data, the
// CNH's "CPF" column beside the birth date (its digits unpunctuated on older cards).
const CARDS: Record<CardKind, (cpf: string | null) => [label: string, value: string][]> = {
  rg: (cpf) => [
    ['NOME', 'MARIA CLARA SILVA'],
    ['FILIACAO', 'JOSE SILVA / ANA SILVA'],
    ['DATA DE NASCIMENTO', '01/04/1990'],
    ['REGISTRO GERAL', '12.345.678-9'],
    ...(cpf ? ([['CPF', cpf]] as [string, string][]) : []),
  ],
  cnh: (cpf) => [
    ['NOME', 'MARIA CLARA SILVA'],
    ['DOC. IDENTIDADE / ORG. EMISSOR / UF', '123456789 SSP SP'],
    ...(cpf ? ([['CPF', cpf.replace(/\D/g, '')]] as [string, string][]) : []),
    ['DATA NASCIMENTO', '01/04/1990'],
    ['Nº REGISTRO', '01234567890'],
    ['VALIDADE', '10/03/2031'],
  ],
};

const TITLES: Record<CardKind, string> = {
  rg: 'CARTEIRA DE IDENTIDADE',
  cnh: 'CARTEIRA NACIONAL DE HABILITACAO',
};

/**
 * A phone's photo of an RG or a CNH (neither has an MRZ) printed in Debian's Liberation Sans,
 * with `cpf` among its fields (none when null), turned by `degrees`, 2000 px wide, JPEG.
 */
export const cpfCardPhoto = async (
  kind: CardKind,
  cpf: string | null,
  degrees = 0,
): Promise<Buffer> => {
  const [width, height] = [1250, 880];
  const fields = CARDS[kind](cpf)
    .map(
      ([label, value], index) =>
        `<text x="420" y="${260 + index * 100}" font-size="22" fill="#555">${label}</text>` +
        `<text x="420" y="${300 + index * 100}" font-size="36" fill="#111">${value}</text>`,
    )
    .join('');
  const page = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `font-family="Liberation Sans">` +
      `<rect width="100%" height="100%" fill="${kind === 'rg' ? '#e4ecdf' : '#eef0e2'}"/>` +
      `<rect x="60" y="110" width="300" height="380" fill="#b9b2a4"/>` +
      `<text x="60" y="70" font-size="30" fill="#333">REPUBLICA FEDERATIVA DO BRASIL</text>` +
      `<text x="420" y="170" font-size="34" font-weight="bold" fill="#2d4a2d">` +
      `${TITLES[kind]}</text>${fields}</svg>`,
  );
  return phonePhotoOf(page, degrees);
};
