import { defineMessages } from './define-messages';

/** The retention settings (PUT /api/retention/settings): the server's field errors. */
export const retentionMessages = defineMessages({
  'pt-BR': {
    'retention.biometricDaysRange': 'Informe de 0 a 90 dias',
    'retention.personalDataMonthsRange': 'Informe de 1 a 60 meses',
  },
  'en-US': {
    'retention.biometricDaysRange': 'Enter 0 to 90 days',
    'retention.personalDataMonthsRange': 'Enter 1 to 60 months',
  },
  'es-ES': {
    'retention.biometricDaysRange': 'Indica de 0 a 90 días',
    'retention.personalDataMonthsRange': 'Indica de 1 a 60 meses',
  },
});
