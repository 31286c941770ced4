import { defineMessages } from '@chegada/contracts';

/** /u/users/performance: each user's reservation decisions and how long they took. */
export const performancePageMessages = defineMessages({
  'pt-BR': {
    'performancePage.ownerOnlyTitle': 'Só o dono da conta vê o desempenho da equipe',
    'performancePage.ownerOnlyText':
      'Peça ao dono da conta, se precisar destes números. Suas reservas continuam em Reservas.',
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
    'performancePage.ownerOnlyTitle': 'Only the account owner sees the team’s performance',
    'performancePage.ownerOnlyText':
      'Ask the account owner if you need these figures. Your reservations are still under Reservations.',
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
    'performancePage.ownerOnlyTitle': 'Solo el titular de la cuenta ve el rendimiento del equipo',
    'performancePage.ownerOnlyText':
      'Pide estas cifras al titular de la cuenta si las necesitas. Tus reservas siguen en Reservas.',
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
      'Cuando se aprueben o rechacen reservas, aquí aparece el rendimiento de cada persona de tu equipo.',
    'performancePage.toReservations': 'Ver reservas',
    'performancePage.toUsers': 'Añadir usuarios del equipo',
  },
});
