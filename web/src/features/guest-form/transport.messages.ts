import { defineMessages } from '@chegada/contracts';

/** The means of transport a guest of a host on FNRH chooses from (issue 32). */
export const transportMessages = defineMessages({
  'pt-BR': {
    'guest.field.transport.car': 'Automóvel',
    'guest.field.transport.bus': 'Ônibus',
    'guest.field.transport.plane': 'Avião',
    'guest.field.transport.motorcycle': 'Moto',
    'guest.field.transport.ship': 'Navio ou barco',
    'guest.field.transport.train': 'Trem',
    'guest.field.transport.bicycle': 'Bicicleta',
    'guest.field.transport.onFoot': 'A pé',
    'guest.field.transport.other': 'Outro',
  },
  'en-US': {
    'guest.field.transport.car': 'Car',
    'guest.field.transport.bus': 'Bus',
    'guest.field.transport.plane': 'Plane',
    'guest.field.transport.motorcycle': 'Motorcycle',
    'guest.field.transport.ship': 'Ship or boat',
    'guest.field.transport.train': 'Train',
    'guest.field.transport.bicycle': 'Bicycle',
    'guest.field.transport.onFoot': 'On foot',
    'guest.field.transport.other': 'Other',
  },
  'es-ES': {
    'guest.field.transport.car': 'Automóvil',
    'guest.field.transport.bus': 'Autobús',
    'guest.field.transport.plane': 'Avión',
    'guest.field.transport.motorcycle': 'Moto',
    'guest.field.transport.ship': 'Barco',
    'guest.field.transport.train': 'Tren',
    'guest.field.transport.bicycle': 'Bicicleta',
    'guest.field.transport.onFoot': 'A pie',
    'guest.field.transport.other': 'Otro',
  },
});
