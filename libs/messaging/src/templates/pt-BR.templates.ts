import type { TemplateCatalogue } from './message-templates';

export const ptBR: TemplateCatalogue = {
  'guest-link': {
    subject: 'Seu check-in em {propertyName}',
    body: [
      'Olá, {guestName}!',
      'Sua estadia em {propertyName} vai de {checkIn} a {checkOut}.',
      'Preencha o formulário de check-in antes de chegar.',
    ],
    action: 'Preencher o check-in',
  },
  'form-received': {
    subject: 'Check-in enviado: {guestName} em {propertyName}',
    body: [
      '{guestName} enviou o formulário de check-in de {propertyName} ({checkIn} a {checkOut}).',
      'Revise e aprove a reserva no painel.',
    ],
    action: 'Abrir a reserva',
    approveAction: 'Aprovar a reserva',
  },
  'form-reviewing': {
    subject: 'Recebemos seu check-in em {propertyName}',
    body: [
      'Olá, {guestName}!',
      'Recebemos seus dados e estamos revisando. Avisaremos assim que a reserva for aprovada.',
    ],
  },
  approved: {
    subject: 'Check-in aprovado em {propertyName}',
    body: [
      'Olá, {guestName}! Seu check-in em {propertyName} foi aprovado.',
      'Chegada: {checkIn}. Saída: {checkOut}.',
      '{instructions}',
      'Dúvidas: {hostContact}.',
    ],
    action: 'Ver os detalhes',
  },
  'door-code': {
    subject: 'Sua senha da porta em {propertyName}',
    body: [
      'Olá, {guestName}! Sua entrada em {propertyName} é em {checkIn}.',
      'Senha da porta: {passcode}',
      '{instructions}',
      'Dúvidas: {hostContact}.',
    ],
    action: 'Ver os detalhes',
  },
  refused: {
    subject: 'Seu check-in em {propertyName} precisa de correção',
    body: ['Olá, {guestName}!', 'Seu check-in não foi aprovado: {motive}', 'Corrija o formulário.'],
    action: 'Corrigir o check-in',
  },
  'checkout-extended': {
    subject: 'Novas datas em {propertyName}',
    body: [
      'Olá, {guestName}!',
      'Sua estadia em {propertyName} agora vai de {checkIn} a {checkOut}.',
    ],
  },
  cancelled: {
    subject: 'Reserva cancelada em {propertyName}',
    body: [
      'Olá, {guestName}.',
      'Sua reserva em {propertyName} ({checkIn} a {checkOut}) foi cancelada.',
    ],
  },
  'cancellation-reverted': {
    subject: 'Sua reserva em {propertyName} voltou a valer',
    body: [
      'Olá, {guestName}!',
      'O cancelamento da sua reserva em {propertyName} foi desfeito: a estadia de {checkIn} a {checkOut} está de pé.',
      'Dúvidas: {hostContact}.',
    ],
    action: 'Ver os detalhes',
  },
  'front-desk-list': {
    subject: 'Lista de hóspedes: {propertyName}, {checkIn}',
    body: [
      'Segue em anexo a lista de hóspedes de {propertyName}, de {checkIn} a {checkOut}.',
      'Contato do anfitrião: {hostContact}.',
    ],
  },
  'front-desk-cancelled': {
    subject: 'Reserva cancelada: {propertyName}, {checkIn}',
    body: [
      'A reserva de {guestName} em {propertyName}, de {checkIn} a {checkOut}, foi cancelada.',
      'A lista de hóspedes enviada antes não vale mais: a entrada destes hóspedes não está autorizada.',
      'Contato do anfitrião: {hostContact}.',
    ],
  },
  'front-desk-ended': {
    subject: 'Estadia encerrada: {propertyName}, {checkIn}',
    body: [
      'A estadia de {guestName} em {propertyName} ({checkIn} a {checkOut}) foi encerrada.',
      'A lista de hóspedes desta estadia não vale mais: a entrada destes hóspedes não está mais autorizada.',
      'Contato do anfitrião: {hostContact}.',
    ],
  },
};

/** The guest link's last paragraph once the stay has begun: no "before you arrive" then. */
export const ptBRGuestLinkStayBegun =
  'Sua estadia já começou: preencha o formulário de check-in assim que puder.';
