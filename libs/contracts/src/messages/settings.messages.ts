import { defineMessages } from './define-messages';

/** A host's settings (GET/PUT /api/config). */
export const settingsMessages = defineMessages({
  'pt-BR': {
    'settings.fnrhCredentialsRefused':
      'A FNRH recusou este usuário e chave de API (ou o CPF do operador): confira-os como gerados na FNRH. Nada foi salvo.',
    'settings.defaultLanguageNotOffered':
      'O idioma padrão deve estar entre os idiomas oferecidos aos hóspedes',
    'settings.accessReleaseHoursRange': 'Informe de 0 a 72 horas',
  },
  'en-US': {
    'settings.fnrhCredentialsRefused':
      "FNRH refused this API user and key (or the operator's CPF): check them as FNRH generated them. Nothing was saved.",
    'settings.defaultLanguageNotOffered':
      'The default language must be one of the languages offered to guests',
    'settings.accessReleaseHoursRange': 'Enter 0 to 72 hours',
  },
  'es-ES': {
    'settings.fnrhCredentialsRefused':
      'La FNRH rechazó este usuario y clave de API (o el CPF del operador): revísalos tal como los generó la FNRH. No se guardó nada.',
    'settings.defaultLanguageNotOffered':
      'El idioma predeterminado debe estar entre los idiomas ofrecidos a los huéspedes',
    'settings.accessReleaseHoursRange': 'Indica de 0 a 72 horas',
  },
});
