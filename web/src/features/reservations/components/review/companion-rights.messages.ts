import { defineMessages } from '@chegada/contracts';

/**
 * A companion's data rights on the review (issue 32): what her own link lets her do, and her
 * own deletion's dates once carried out.
 */
export const companionRightsMessages = defineMessages({
  'pt-BR': {
    'guestReview.companionLinkRights':
      'Pelo link próprio, {name} pode ver, corrigir ou excluir os próprios dados (LGPD).',
    'guestReview.additionalErasedOn':
      'Dados excluídos em {date} a pedido desta pessoa. O que a lei manda guardar (nome, documento, nascimento e nacionalidade) fica guardado à parte até {until}.',
  },
  'en-US': {
    'guestReview.companionLinkRights':
      'With their own link, {name} can see, correct or delete their data (LGPD).',
    'guestReview.additionalErasedOn':
      'Data erased on {date} at this person’s request. What the law requires to keep (name, document, birth date and nationality) is kept apart until {until}.',
  },
  'es-ES': {
    'guestReview.companionLinkRights':
      'Con su propio enlace, {name} puede ver, corregir o eliminar sus datos (LGPD).',
    'guestReview.additionalErasedOn':
      'Datos eliminados el {date} a petición de esta persona. Lo que la ley exige guardar (nombre, documento, fecha de nacimiento y nacionalidad) se guarda aparte hasta el {until}.',
  },
});
