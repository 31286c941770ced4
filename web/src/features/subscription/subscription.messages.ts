import { defineMessages } from '@chegada/contracts';
import { enUs } from './messages/en-US';
import { esEs } from './messages/es-ES';
import { ptBr } from './messages/pt-BR';

/** /u/subscription: the plan, its charges and pix, cancelling, credits and the prices. */
export const subscriptionMessages = defineMessages({ 'pt-BR': ptBr, 'en-US': enUs, 'es-ES': esEs });
