import { defineMessages } from '@chegada/contracts';

/** What the shell says when loading the session fails (spec §8, toasts). */
export const sessionMessages = defineMessages({
  'pt-BR': {
    'session.credentialsError': 'Erro ao obter credenciais',
    'session.loadFailed.credits': 'Erro ao obter os créditos',
    'session.loadFailed.transactions': 'Falha ao obter as transações',
    'session.loadFailed.config': 'Erro ao obter as configurações',
  },
  'en-US': {
    'session.credentialsError': 'Error getting credentials',
    'session.loadFailed.credits': 'Error retrieving credits',
    'session.loadFailed.transactions': 'Failed to fetch transactions',
    'session.loadFailed.config': 'Error retrieving config',
  },
  'es-ES': {
    'session.credentialsError': 'Error al obtener las credenciales',
    'session.loadFailed.credits': 'Error al obtener los créditos',
    'session.loadFailed.transactions': 'Error al obtener las transacciones',
    'session.loadFailed.config': 'Error al obtener la configuración',
  },
});
