import { defineMessages } from '@chegada/contracts';

/** The frame of the legal pages; the texts themselves are in content/, one set per language. */
export const legalMessages = defineMessages({
  'pt-BR': {
    'legal.languages': 'Outros idiomas',
    'legal.readIn': 'Leia em:',
  },
  'en-US': {
    'legal.languages': 'Other languages',
    'legal.readIn': 'Read in:',
  },
  'es-ES': {
    'legal.languages': 'Otros idiomas',
    'legal.readIn': 'Leer en:',
  },
});
