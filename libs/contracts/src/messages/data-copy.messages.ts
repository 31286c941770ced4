import { defineMessages } from './define-messages';
import { enUs } from './data-copy/en-US';
import { esEs } from './data-copy/es-ES';
import { ptBr } from './data-copy/pt-BR';

/**
 * A guest's copy of their data (issue 32) as the PDF and the JSON word it: each field's label,
 * each value a code stands for, and the stay's status as a person reads it. Server-side only.
 */
export const dataCopyMessages = defineMessages({ 'pt-BR': ptBr, 'en-US': enUs, 'es-ES': esEs });
