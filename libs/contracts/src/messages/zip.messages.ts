import { defineMessages } from './define-messages';

/** Address lookup by CEP (GET /api/zip/:cep); the failure wording is product spec §8's. */
export const zipMessages = defineMessages({
  'pt-BR': {
    'error.ZIP_CODE_NOT_FOUND': 'CEP não encontrado',
    'error.ZIP_LOOKUP_FAILED': 'Erro ao buscar o CEP',
  },
  'en-US': {
    'error.ZIP_CODE_NOT_FOUND': 'Zip code not found',
    'error.ZIP_LOOKUP_FAILED': 'Error when fetching zip code',
  },
  'es-ES': {
    'error.ZIP_CODE_NOT_FOUND': 'Código postal no encontrado',
    'error.ZIP_LOOKUP_FAILED': 'Error al buscar el código postal',
  },
});
