import type { TemplateCatalogue } from './message-templates';

export const esES: TemplateCatalogue = {
  'guest-link': {
    subject: 'Tu check-in en {propertyName}',
    body: [
      '¡Hola, {guestName}!',
      'Tu estancia en {propertyName} va del {checkIn} al {checkOut}.',
      'Completa el formulario de check-in antes de llegar.',
    ],
    action: 'Completar el check-in',
  },
  'form-received': {
    subject: 'Check-in enviado: {guestName} en {propertyName}',
    body: [
      '{guestName} envió el formulario de check-in de {propertyName} ({checkIn} al {checkOut}).',
      'Revisa y aprueba la reserva en el panel.',
    ],
    action: 'Abrir la reserva',
    approveAction: 'Aprobar la reserva',
  },
  'form-reviewing': {
    subject: 'Recibimos tu check-in en {propertyName}',
    body: [
      '¡Hola, {guestName}!',
      'Recibimos tus datos y los estamos revisando. Te avisaremos cuando se apruebe la reserva.',
    ],
  },
  approved: {
    subject: 'Check-in aprobado en {propertyName}',
    body: [
      '¡Hola, {guestName}! Tu check-in en {propertyName} fue aprobado.',
      'Llegada: {checkIn}. Salida: {checkOut}.',
      '{instructions}',
      'Dudas: {hostContact}.',
    ],
    action: 'Ver los detalles',
  },
  'door-code': {
    subject: 'Tu código de la puerta en {propertyName}',
    body: [
      '¡Hola, {guestName}! Tu entrada en {propertyName} es el {checkIn}.',
      'Código de la puerta: {passcode}',
      '{instructions}',
      'Dudas: {hostContact}.',
    ],
    action: 'Ver los detalles',
  },
  refused: {
    subject: 'Tu check-in en {propertyName} necesita una corrección',
    body: [
      '¡Hola, {guestName}!',
      'Tu check-in no fue aprobado: {motive}',
      'Corrige el formulario.',
    ],
    action: 'Corregir el check-in',
  },
  'checkout-extended': {
    subject: 'Nuevas fechas en {propertyName}',
    body: [
      '¡Hola, {guestName}!',
      'Tu estancia en {propertyName} ahora va del {checkIn} al {checkOut}.',
    ],
  },
  cancelled: {
    subject: 'Reserva cancelada en {propertyName}',
    body: [
      'Hola, {guestName}.',
      'Tu reserva en {propertyName} ({checkIn} al {checkOut}) fue cancelada.',
    ],
  },
  'cancellation-reverted': {
    subject: 'Tu reserva en {propertyName} vuelve a estar vigente',
    body: [
      '¡Hola, {guestName}!',
      'Se deshizo la cancelación de tu reserva en {propertyName}: tu estancia del {checkIn} al {checkOut} sigue en pie.',
      'Dudas: {hostContact}.',
    ],
    action: 'Ver los detalles',
  },
  'front-desk-list': {
    subject: 'Lista de huéspedes: {propertyName}, {checkIn}',
    body: [
      'Adjuntamos la lista de huéspedes de {propertyName}, del {checkIn} al {checkOut}.',
      'Contacto del anfitrión: {hostContact}.',
    ],
  },
  'front-desk-cancelled': {
    subject: 'Reserva cancelada: {propertyName}, {checkIn}',
    body: [
      'La reserva de {guestName} en {propertyName}, del {checkIn} al {checkOut}, fue cancelada.',
      'La lista de huéspedes enviada antes ya no es válida: estos huéspedes no tienen autorizada la entrada.',
      'Contacto del anfitrión: {hostContact}.',
    ],
  },
  'front-desk-ended': {
    subject: 'Estancia finalizada: {propertyName}, {checkIn}',
    body: [
      'La estancia de {guestName} en {propertyName} ({checkIn} al {checkOut}) finalizó.',
      'La lista de huéspedes de esta estancia ya no es válida: estos huéspedes ya no tienen autorizada la entrada.',
      'Contacto del anfitrión: {hostContact}.',
    ],
  },
};

/** The guest link's last paragraph once the stay has begun: no "before you arrive" then. */
export const esESGuestLinkStayBegun =
  'Tu estancia ya empezó: completa el formulario de check-in en cuanto puedas.';
