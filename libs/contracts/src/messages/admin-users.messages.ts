import { defineMessages } from './define-messages';

/** The admin's user list (/admin/users). */
export const adminUsersMessages = defineMessages({
  'pt-BR': {
    'adminUsers.pageMin': 'A página começa em 1',
    'adminUsers.perPageRange': 'De 1 a 100 por página',
    'adminUsers.roleInvalid':
      'Perfil inválido: use 0 (administrador), 1 (proprietário) ou 2 (subusuário)',
  },
  'en-US': {
    'adminUsers.pageMin': 'Pages start at 1',
    'adminUsers.perPageRange': '1 to 100 per page',
    'adminUsers.roleInvalid': 'Invalid role: use 0 (admin), 1 (store owner) or 2 (sub-user)',
  },
  'es-ES': {
    'adminUsers.pageMin': 'Las páginas empiezan en 1',
    'adminUsers.perPageRange': 'De 1 a 100 por página',
    'adminUsers.roleInvalid':
      'Perfil no válido: usa 0 (administrador), 1 (propietario) o 2 (subusuario)',
  },
});
