import { defineMessages } from '@chegada/contracts';

/** The plans page (/planos); the English failure and empty texts are spec §8's. */
export const plansMessages = defineMessages({
  'pt-BR': {
    'plans.intro':
      'O preço da assinatura depende de quantos imóveis você administra. Todos os planos incluem check-in online ilimitado, documentos e selfie dos hóspedes, lista para a portaria e caução por pix.',
    'plans.fetchFailed': 'Erro ao buscar a lista de preços',
    'plans.empty': 'Nenhuma tabela encontrada ainda. Tente novamente.',
    'plans.retry': 'Tentar novamente',
    'plans.carousel': 'carrossel',
    'plans.slide': 'slide',
    'plans.previous': 'Plano anterior',
    'plans.next': 'Próximo plano',
    'plans.position': 'Plano {current} de {total}',
    'plans.trackHint': 'Planos: use as setas esquerda e direita para navegar',
    'plans.tierRange': 'De {min, number} a {max, plural, one {# imóvel} other {# imóveis}}',
    'plans.tierSingle': '{count, plural, one {# imóvel} other {# imóveis}}',
    'plans.perMonth': '{price} por mês',
    'plans.trial':
      'Experimente antes de assinar: {days, plural, =0 {um período grátis} one {# dia grátis} other {# dias grátis}}, sem compromisso.',
    'plans.cta':
      '{days, plural, =0 {Comece seu teste grátis} one {Comece seu teste grátis de # dia} other {Comece seu teste grátis de # dias}}',
  },
  'en-US': {
    'plans.intro':
      'The subscription price depends on how many properties you manage. Every plan includes unlimited online check-in, guest documents and selfie, the front-desk guest list and deposits by pix.',
    'plans.fetchFailed': 'Error fetching price list',
    'plans.empty': 'No price list is published yet. Please check back soon.',
    'plans.retry': 'Try again',
    'plans.carousel': 'carousel',
    'plans.slide': 'slide',
    'plans.previous': 'Previous plan',
    'plans.next': 'Next plan',
    'plans.position': 'Plan {current} of {total}',
    'plans.trackHint': 'Plans: use the left and right arrow keys to browse',
    'plans.tierRange': '{min, number} to {max, plural, one {# property} other {# properties}}',
    'plans.tierSingle': '{count, plural, one {# property} other {# properties}}',
    'plans.perMonth': '{price} per month',
    'plans.trial':
      'Try it before you subscribe: {days, plural, =0 {a free trial} one {# day free} other {# days free}}, no commitment.',
    'plans.cta': '{days, plural, =0 {Start your free trial} other {Start your #-day free trial}}',
  },
  'es-ES': {
    'plans.intro':
      'El precio de la suscripción depende de cuántas propiedades gestiones. Todos los planes incluyen check-in online ilimitado, documentos y selfie de los huéspedes, la lista para la portería y fianzas por pix.',
    'plans.fetchFailed': 'Error al obtener la lista de precios',
    'plans.empty': 'Todavía no hay tablas. Inténtalo de nuevo.',
    'plans.retry': 'Reintentar',
    'plans.carousel': 'carrusel',
    'plans.slide': 'diapositiva',
    'plans.previous': 'Plan anterior',
    'plans.next': 'Plan siguiente',
    'plans.position': 'Plan {current} de {total}',
    'plans.trackHint': 'Planes: usa las flechas izquierda y derecha para navegar',
    'plans.tierRange': 'De {min, number} a {max, plural, one {# propiedad} other {# propiedades}}',
    'plans.tierSingle': '{count, plural, one {# propiedad} other {# propiedades}}',
    'plans.perMonth': '{price} al mes',
    'plans.trial':
      'Pruébalo antes de suscribirte: {days, plural, =0 {un periodo gratis} one {# día gratis} other {# días gratis}}, sin compromiso.',
    'plans.cta':
      '{days, plural, =0 {Empieza tu prueba gratuita} one {Empieza tu prueba gratuita de # día} other {Empieza tu prueba gratuita de # días}}',
  },
});
