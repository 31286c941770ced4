import { defineMessages } from '@chegada/contracts';

/** /u/users/performance: each user's reservation decisions and how long they took. */
export const performancePageMessages = defineMessages({
  'pt-BR': {
    'performancePage.caption': 'Desempenho por usuário',
    'performancePage.user': 'Usuário',
    'performancePage.handled': 'Reservas decididas',
    'performancePage.approved': 'Aprovações',
    'performancePage.refused': 'Recusas',
    'performancePage.median': 'Tempo mediano até a decisão',
    'performancePage.chartTitle': 'Aprovações e recusas por usuário',
    'performancePage.chartSummary':
      '{approved, plural, one {# aprovação} other {# aprovações}} e {refused, plural, one {# recusa} other {# recusas}} no total; a tabela acima traz cada usuário.',
    'performancePage.bar': '{name}: {count}',
    'performancePage.emptyTitle': 'Nenhuma decisão ainda',
    'performancePage.emptyText':
      'Quando você ou sua equipe aprovarem ou recusarem reservas, o desempenho de cada um aparece aqui.',
    'performancePage.toReservations': 'Ver reservas',
    'performancePage.toUsers': 'Adicionar usuários da equipe',
  },
  'en-US': {
    'performancePage.caption': 'Performance per user',
    'performancePage.user': 'User',
    'performancePage.handled': 'Reservations decided',
    'performancePage.approved': 'Approvals',
    'performancePage.refused': 'Refusals',
    'performancePage.median': 'Median time to decision',
    'performancePage.chartTitle': 'Approvals and refusals per user',
    'performancePage.chartSummary':
      '{approved, plural, one {# approval} other {# approvals}} and {refused, plural, one {# refusal} other {# refusals}} in all; the table above lists each user.',
    'performancePage.bar': '{name}: {count}',
    'performancePage.emptyTitle': 'No decisions yet',
    'performancePage.emptyText':
      'When you or your team approve or refuse reservations, each person’s performance shows here.',
    'performancePage.toReservations': 'See reservations',
    'performancePage.toUsers': 'Add team users',
  },
  'es-ES': {
    'performancePage.caption': 'Rendimiento por usuario',
    'performancePage.user': 'Usuario',
    'performancePage.handled': 'Reservas decididas',
    'performancePage.approved': 'Aprobaciones',
    'performancePage.refused': 'Rechazos',
    'performancePage.median': 'Tiempo mediano hasta la decisión',
    'performancePage.chartTitle': 'Aprobaciones y rechazos por usuario',
    'performancePage.chartSummary':
      '{approved, plural, one {# aprobación} other {# aprobaciones}} y {refused, plural, one {# rechazo} other {# rechazos}} en total; la tabla anterior muestra cada usuario.',
    'performancePage.bar': '{name}: {count}',
    'performancePage.emptyTitle': 'Ninguna decisión todavía',
    'performancePage.emptyText':
      'Cuando usted o su equipo aprueben o rechacen reservas, el rendimiento de cada uno aparece aquí.',
    'performancePage.toReservations': 'Ver reservas',
    'performancePage.toUsers': 'Añadir usuarios del equipo',
  },
});
