import { defineMessages } from '@chegada/contracts';

/** /u/houses: a property's calendar (iCal) feed and its syncs. */
export const calendarFeedMessages = defineMessages({
  'pt-BR': {
    'calendarFeed.fromStays':
      'As reservas deste imóvel chegam do Stays.net: um anúncio do Stays está ligado a ele. Cada imóvel tem uma fonte só; para usar um link de calendário, desligue o anúncio em <settings>Configurações → Stays.net</settings>.',
    'calendarFeed.intro':
      'Cole o link de exportação do calendário do Airbnb, Booking.com ou outro canal: as reservas chegam sozinhas e acompanham mudanças e cancelamentos.',
    'calendarFeed.url': 'Link do calendário (iCal)',
    'calendarFeed.urlHint': 'Começa com https:// e costuma terminar em .ics',
    'calendarFeed.rule': 'Quais eventos são reservas',
    'calendarFeed.rule.reserved': 'Só os marcados como "Reserved" (reservado)',
    'calendarFeed.rule.every-event': 'Todos os eventos do calendário',
    'calendarFeed.ruleHint':
      'Na dúvida, deixe "Reserved": dias bloqueados não viram reservas. Escolha "todos os eventos" só se o calendário tiver apenas reservas.',
    'calendarFeed.syncTitle': 'Sincronização do calendário (iCal)',
    'calendarFeed.staysSyncTitle': 'Sincronização da Stays',
    'calendarFeed.staysSyncNote':
      'A conta Stays {domain} traz as reservas deste imóvel e dos outros imóveis ligados a ela.',
    'calendarFeed.emptyToStop':
      'Para parar de sincronizar, apague o link e salve; as reservas que ele trouxe ficam.',
    'calendarFeed.ruleDecided': '{provider}: reconhecemos as reservas automaticamente.',
    'calendarFeed.removed': 'O calendário não será mais lido; as reservas que ele trouxe ficam.',
    'calendarFeed.neverSynced': 'Ainda não sincronizado.',
    'calendarFeed.lastSync':
      'Última sincronização: {time} — {created, plural, =1 {# nova} other {# novas}}, {changed, plural, =1 {# alterada} other {# alteradas}}, {cancelled, plural, =1 {# cancelada} other {# canceladas}}.',
    'calendarFeed.nextRun': 'Próxima: {time}.',
  },
  'en-US': {
    'calendarFeed.fromStays':
      'This property’s bookings come from Stays.net: a Stays listing is linked to it. A property has one source; to use a calendar link instead, unlink the listing in <settings>Settings → Stays.net</settings>.',
    'calendarFeed.intro':
      'Paste the calendar export link from Airbnb, Booking.com or another channel: reservations arrive by themselves and follow changes and cancellations.',
    'calendarFeed.url': 'Calendar link (iCal)',
    'calendarFeed.urlHint': 'Starts with https:// and usually ends in .ics',
    'calendarFeed.rule': 'Which events are bookings',
    'calendarFeed.rule.reserved': 'Only those marked "Reserved"',
    'calendarFeed.rule.every-event': 'Every event of the calendar',
    'calendarFeed.ruleHint':
      'If unsure, keep "Reserved": blocked days do not become reservations. Choose every event only if the calendar holds nothing but bookings.',
    'calendarFeed.syncTitle': 'Calendar sync (iCal)',
    'calendarFeed.staysSyncTitle': 'Stays sync',
    'calendarFeed.staysSyncNote':
      'The Stays account {domain} brings this property’s bookings and those of the other properties linked to it.',
    'calendarFeed.emptyToStop':
      'To stop syncing, empty the link and save; the reservations it brought stay.',
    'calendarFeed.ruleDecided': '{provider}: we recognize its bookings automatically.',
    'calendarFeed.removed':
      'The calendar will no longer be read; the reservations it brought stay.',
    'calendarFeed.neverSynced': 'Not synced yet.',
    'calendarFeed.lastSync':
      'Last sync: {time} — {created} new, {changed} changed, {cancelled} cancelled.',
    'calendarFeed.nextRun': 'Next: {time}.',
  },
  'es-ES': {
    'calendarFeed.fromStays':
      'Las reservas de este inmueble llegan de Stays.net: un anuncio de Stays está vinculado a él. Cada inmueble tiene una sola fuente; para usar un enlace de calendario, desvincula el anuncio en <settings>Configuración → Stays.net</settings>.',
    'calendarFeed.intro':
      'Pega el enlace de exportación del calendario de Airbnb, Booking.com u otro canal: las reservas llegan solas y siguen los cambios y cancelaciones.',
    'calendarFeed.url': 'Enlace del calendario (iCal)',
    'calendarFeed.urlHint': 'Empieza por https:// y suele terminar en .ics',
    'calendarFeed.rule': 'Qué eventos son reservas',
    'calendarFeed.rule.reserved': 'Solo los marcados como "Reserved" (reservado)',
    'calendarFeed.rule.every-event': 'Todos los eventos del calendario',
    'calendarFeed.ruleHint':
      'Si dudas, deja "Reserved": los días bloqueados no se vuelven reservas. Elige todos los eventos solo si el calendario tiene únicamente reservas.',
    'calendarFeed.syncTitle': 'Sincronización del calendario (iCal)',
    'calendarFeed.staysSyncTitle': 'Sincronización de Stays',
    'calendarFeed.staysSyncNote':
      'La cuenta Stays {domain} trae las reservas de esta propiedad y de las otras propiedades vinculadas a ella.',
    'calendarFeed.emptyToStop':
      'Para dejar de sincronizar, borra el enlace y guarda; las reservas que trajo se quedan.',
    'calendarFeed.ruleDecided': '{provider}: reconocemos sus reservas automáticamente.',
    'calendarFeed.removed': 'El calendario ya no se leerá; las reservas que trajo se quedan.',
    'calendarFeed.neverSynced': 'Aún no sincronizado.',
    'calendarFeed.lastSync':
      'Última sincronización: {time} — {created, plural, one {# nueva} other {# nuevas}}, {changed, plural, one {# modificada} other {# modificadas}}, {cancelled, plural, one {# cancelada} other {# canceladas}}.',
    'calendarFeed.nextRun': 'Próxima: {time}.',
  },
});
