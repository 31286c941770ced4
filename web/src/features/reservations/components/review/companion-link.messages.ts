import { defineMessages } from '@chegada/contracts';

/** A companion's own link on the review (issue 32): what she can do with her data there. */
export const companionLinkMessages = defineMessages({
  'pt-BR': {
    'guestReview.companionLinkRights':
      'Pelo link próprio, {name} pode ver, corrigir ou excluir os próprios dados (LGPD).',
  },
  'en-US': {
    'guestReview.companionLinkRights':
      'With their own link, {name} can see, correct or delete their data (LGPD).',
  },
  'es-ES': {
    'guestReview.companionLinkRights':
      'Con su propio enlace, {name} puede ver, corregir o eliminar sus datos (LGPD).',
  },
});
