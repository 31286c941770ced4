import { defineMessages } from './define-messages';

/** A host's settings (GET/PUT /api/config). */
export const settingsMessages = defineMessages({
  'pt-BR': {
    'settings.defaultLanguageNotOffered':
      'O idioma padrão deve estar entre os idiomas oferecidos aos hóspedes',
    'settings.accessReleaseHoursRange': 'Informe de 0 a 72 horas',
  },
  'en-US': {
    'settings.defaultLanguageNotOffered':
      'The default language must be one of the languages offered to guests',
    'settings.accessReleaseHoursRange': 'Enter 0 to 72 hours',
  },
  'es-ES': {
    'settings.defaultLanguageNotOffered':
      'El idioma predeterminado debe estar entre los idiomas ofrecidos a los huéspedes',
    'settings.accessReleaseHoursRange': 'Indica de 0 a 72 horas',
  },
});
