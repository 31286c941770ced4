import { defineMessages } from '@chegada/contracts';

/** How failed calls read (spec §8) and the generic states of any screen. */
export const apiMessages = defineMessages({
  'pt-BR': {
    'api.unreachable': 'Não foi possível conectar ao servidor. Tente novamente mais tarde.',
    'api.internalError': 'Ocorreu um erro interno no servidor. Tente novamente mais tarde.',
    'api.unexpected': 'Algo deu errado. Tente novamente.',
    'api.subscriptionLink': 'Ir para a assinatura (abre em nova aba)',
    'generic.loading': 'Carregando…',
    'generic.noData': 'Nenhum dado encontrado',
    'generic.noDataAvailable': 'Nenhum dado disponível',
  },
  'en-US': {
    'api.unreachable': 'Could not connect to server. Please try again later.',
    'api.internalError': 'An internal server error has occurred. Please try again later.',
    'api.unexpected': 'Something went wrong. Please try again.',
    'api.subscriptionLink': 'Go to the subscription (opens in a new tab)',
    'generic.loading': 'Loading…',
    'generic.noData': 'No data found',
    'generic.noDataAvailable': 'No data available',
  },
  'es-ES': {
    'api.unreachable': 'No se pudo conectar con el servidor. Inténtalo de nuevo más tarde.',
    'api.internalError':
      'Se ha producido un error interno en el servidor. Inténtalo de nuevo más tarde.',
    'api.unexpected': 'Algo ha fallado. Inténtalo de nuevo.',
    'api.subscriptionLink': 'Ir a la suscripción (se abre en una pestaña nueva)',
    'generic.loading': 'Cargando…',
    'generic.noData': 'No se encontraron datos',
    'generic.noDataAvailable': 'No hay datos disponibles',
  },
});
