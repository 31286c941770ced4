import { COUNTRY_CODES } from '@chegada/domain';

// A region-name table is costly to make (the browser loads its language data): one per language.
const regionNames = new Map<string, Intl.DisplayNames>();

/** Countries named in `locale` (Intl.DisplayNames of regions). */
export const regionNamesIn = (locale: string): Intl.DisplayNames => {
  let names = regionNames.get(locale);
  if (!names)
    regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  return names;
};

const collators = new Map<string, Intl.Collator>();

/** Every country as an address's list offers it: its ISO code, its name in `locale`, by name. */
export const countryChoices = (locale: string): { value: string; label: string }[] => {
  const names = regionNamesIn(locale);
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale)));
  const { compare } = collator;
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (one, other) => compare(one.label, other.label),
  );
};

/**
 * A stored country as the reader's language names it: an ISO code by its name; free text,
 * which forms kept before the country was a list ('Brasil', 'Argentina'), as typed.
 */
export const countryName = (country: string, locale: string): string =>
  COUNTRY_CODES.includes(country) ? (regionNamesIn(locale).of(country) ?? country) : country;

/**
 * ISO 3166-1 alpha-3 codes (as an MRZ prints a nationality) to alpha-2: each entry is the
 * three letters then the two (from Debian's iso-codes). Germany's MRZ prints "D".
 */
const ALPHA3_TO_ALPHA2 = new Map<string, string>([
  ['D', 'DE'],
  ...(
    'ABWAW AFGAF AGOAO AIAAI ALAAX ALBAL ANDAD AREAE ARGAR ARMAM ASMAS ATAAQ ATFTF ATGAG ' +
    'AUSAU AUTAT AZEAZ BDIBI BELBE BENBJ BESBQ BFABF BGDBD BGRBG BHRBH BHSBS BIHBA BLMBL ' +
    'BLRBY BLZBZ BMUBM BOLBO BRABR BRBBB BRNBN BTNBT BVTBV BWABW CAFCF CANCA CCKCC CHECH ' +
    'CHLCL CHNCN CIVCI CMRCM CODCD COGCG COKCK COLCO COMKM CPVCV CRICR CUBCU CUWCW CXRCX ' +
    'CYMKY CYPCY CZECZ DEUDE DJIDJ DMADM DNKDK DOMDO DZADZ ECUEC EGYEG ERIER ESHEH ESPES ' +
    'ESTEE ETHET FINFI FJIFJ FLKFK FRAFR FROFO FSMFM GABGA GBRGB GEOGE GGYGG GHAGH GIBGI ' +
    'GINGN GLPGP GMBGM GNBGW GNQGQ GRCGR GRDGD GRLGL GTMGT GUFGF GUMGU GUYGY HKGHK HMDHM ' +
    'HNDHN HRVHR HTIHT HUNHU IDNID IMNIM INDIN IOTIO IRLIE IRNIR IRQIQ ISLIS ISRIL ITAIT ' +
    'JAMJM JEYJE JORJO JPNJP KAZKZ KENKE KGZKG KHMKH KIRKI KNAKN KORKR KWTKW LAOLA LBNLB ' +
    'LBRLR LBYLY LCALC LIELI LKALK LSOLS LTULT LUXLU LVALV MACMO MAFMF MARMA MCOMC MDAMD ' +
    'MDGMG MDVMV MEXMX MHLMH MKDMK MLIML MLTMT MMRMM MNEME MNGMN MNPMP MOZMZ MRTMR MSRMS ' +
    'MTQMQ MUSMU MWIMW MYSMY MYTYT NAMNA NCLNC NERNE NFKNF NGANG NICNI NIUNU NLDNL NORNO ' +
    'NPLNP NRUNR NZLNZ OMNOM PAKPK PANPA PCNPN PERPE PHLPH PLWPW PNGPG POLPL PRIPR PRKKP ' +
    'PRTPT PRYPY PSEPS PYFPF QATQA REURE ROURO RUSRU RWARW SAUSA SDNSD SENSN SGPSG SGSGS ' +
    'SHNSH SJMSJ SLBSB SLESL SLVSV SMRSM SOMSO SPMPM SRBRS SSDSS STPST SURSR SVKSK SVNSI ' +
    'SWESE SWZSZ SXMSX SYCSC SYRSY TCATC TCDTD TGOTG THATH TJKTJ TKLTK TKMTM TLSTL TONTO ' +
    'TTOTT TUNTN TURTR TUVTV TWNTW TZATZ UGAUG UKRUA UMIUM URYUY USAUS UZBUZ VATVA VCTVC ' +
    'VENVE VGBVG VIRVI VNMVN VUTVU WLFWF WSMWS YEMYE ZAFZA ZMBZM ZWEZW'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 3), entry.slice(3)] as [string, string]),
]);

/** A nationality as an MRZ prints it ("BRA", "D") named in `locale`; unknown codes as printed. */
export const nationalityName = (code: string, locale: string): string => {
  const alpha2 = ALPHA3_TO_ALPHA2.get(code.replace(/<+$/, ''));
  return alpha2 ? countryName(alpha2, locale) : code;
};
