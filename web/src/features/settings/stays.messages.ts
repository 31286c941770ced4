import { defineMessages } from '@chegada/contracts';

/** /u/config: the Stays.net panel (the shared catalogue has its errors). */
export const staysPanelMessages = defineMessages({
  'pt-BR': {
    'staysPanel.lastSync':
      'Última sincronização: {time} — {created, plural, =1 {# nova} other {# novas}}, {changed, plural, =1 {# alterada} other {# alteradas}}, {cancelled, plural, =1 {# cancelada} other {# canceladas}}.',
    'staysPanel.neverSynced': 'Ainda não sincronizada.',
    'staysPanel.nextRun': 'Próxima: {time}.',
    'staysPanel.title': 'Stays.net',
    'staysPanel.intro':
      'Conecte sua conta Stays para que as reservas de todos os canais cheguem sozinhas e se mantenham atualizadas.',
    'staysPanel.pricing':
      'A Stays cobra pelo acesso à API (cerca de R$ 95/mês). Ative a API no App Center da Stays, onde você gera o client id e o secret.',
    'staysPanel.domain': 'Domínio da conta Stays',
    'staysPanel.domainHint': 'Como suaempresa.stays.net',
    'staysPanel.clientId': 'Client id',
    'staysPanel.clientSecret': 'Client secret',
    'staysPanel.secretHint': 'Guardado criptografado e nunca mostrado de novo.',
    'staysPanel.secretKeepHint': 'Deixe vazio para manter o secret salvo.',
    'staysPanel.connect': 'Conectar e testar',
    'staysPanel.update': 'Salvar e testar',
    'staysPanel.connecting': 'Testando com a Stays…',
    'staysPanel.connected': 'Stays conectada; a primeira sincronização já começou',
    'staysPanel.connectedTo': 'Conectada a {domain}.',
    'staysPanel.disconnect': 'Desconectar a Stays',
    'staysPanel.disconnectTitle': 'Desconectar a Stays?',
    'staysPanel.disconnectText':
      'As reservas deixam de chegar da Stays e o secret é apagado; as que já chegaram ficam como estão. Se você conectar de novo a mesma conta (mesmo domínio e client id), os anúncios voltam ligados aos mesmos imóveis e o endereço de notificações continua o mesmo; outra conta começa do zero.',
    'staysPanel.disconnected': 'Stays desconectada.',
    'staysPanel.webhook': 'Endereço de notificações (webhook)',
    'staysPanel.webhookHint':
      'Cole-o nas notificações da Stays para que as mudanças cheguem na hora; sem ele, lemos a Stays a cada poucos minutos.',
    'staysPanel.copyWebhook': 'Copiar endereço de notificações',
    'staysPanel.listings': 'Anúncios da Stays',
    'staysPanel.listingsIntro':
      'Escolha o imóvel de cada anúncio. Um imóvel com calendário iCal não pode receber um anúncio da Stays.',
    'staysPanel.listing': 'Anúncio',
    'staysPanel.property': 'Imóvel',
    'staysPanel.propertyFor': 'Imóvel para {listing}',
    'staysPanel.notImported': 'Não importar',
    'staysPanel.hasCalendar': '{name} (tem calendário iCal)',
    'staysPanel.noListings': 'A Stays não tem anúncios nesta conta.',
    'staysPanel.mapped': 'Anúncio ligado; as reservas dele chegam em instantes.',
    'staysPanel.unmapped': 'As reservas deste anúncio não serão mais importadas.',
  },
  'en-US': {
    'staysPanel.lastSync':
      'Last sync: {time} — {created} new, {changed} changed, {cancelled} cancelled.',
    'staysPanel.neverSynced': 'Not synced yet.',
    'staysPanel.nextRun': 'Next: {time}.',
    'staysPanel.title': 'Stays.net',
    'staysPanel.intro':
      "Connect your Stays account so every channel's bookings arrive by themselves and stay up to date.",
    'staysPanel.pricing':
      "Stays charges for API access (about R$ 95/month). Enable the API in Stays' App Center, where you create the client id and secret.",
    'staysPanel.domain': 'Stays account domain',
    'staysPanel.domainHint': 'Such as yourcompany.stays.net',
    'staysPanel.clientId': 'Client id',
    'staysPanel.clientSecret': 'Client secret',
    'staysPanel.secretHint': 'Kept encrypted and never shown again.',
    'staysPanel.secretKeepHint': 'Leave empty to keep the saved secret.',
    'staysPanel.connect': 'Connect and test',
    'staysPanel.update': 'Save and test',
    'staysPanel.connecting': 'Testing with Stays…',
    'staysPanel.connected': 'Stays connected; the first sync has started',
    'staysPanel.connectedTo': 'Connected to {domain}.',
    'staysPanel.disconnect': 'Disconnect Stays',
    'staysPanel.disconnectTitle': 'Disconnect Stays?',
    'staysPanel.disconnectText':
      'Bookings stop arriving from Stays and the secret is deleted; the ones already here stay as they are. If you connect the same account again (same domain and client id), its listings come back linked to the same properties and the notification address stays the same; another account starts from scratch.',
    'staysPanel.disconnected': 'Stays disconnected.',
    'staysPanel.webhook': 'Notification address (webhook)',
    'staysPanel.webhookHint':
      "Paste it in Stays' notifications so changes arrive at once; without it, we read Stays every few minutes.",
    'staysPanel.copyWebhook': 'Copy notification address',
    'staysPanel.listings': 'Stays listings',
    'staysPanel.listingsIntro':
      'Choose the property of each listing. A property with an iCal calendar cannot take a Stays listing.',
    'staysPanel.listing': 'Listing',
    'staysPanel.property': 'Property',
    'staysPanel.propertyFor': 'Property for {listing}',
    'staysPanel.notImported': 'Do not import',
    'staysPanel.hasCalendar': '{name} (has an iCal calendar)',
    'staysPanel.noListings': 'Stays has no listings in this account.',
    'staysPanel.mapped': 'Listing linked; its bookings arrive in a moment.',
    'staysPanel.unmapped': "This listing's bookings will no longer be imported.",
  },
  'es-ES': {
    'staysPanel.lastSync':
      'Última sincronización: {time} — {created, plural, one {# nueva} other {# nuevas}}, {changed, plural, one {# modificada} other {# modificadas}}, {cancelled, plural, one {# cancelada} other {# canceladas}}.',
    'staysPanel.neverSynced': 'Aún no sincronizada.',
    'staysPanel.nextRun': 'Próxima: {time}.',
    'staysPanel.title': 'Stays.net',
    'staysPanel.intro':
      'Conecta tu cuenta Stays para que las reservas de todos los canales lleguen solas y se mantengan al día.',
    'staysPanel.pricing':
      'Stays cobra por el acceso a la API (unos R$ 95/mes). Activa la API en el App Center de Stays, donde generas el client id y el secret.',
    'staysPanel.domain': 'Dominio de la cuenta Stays',
    'staysPanel.domainHint': 'Como tuempresa.stays.net',
    'staysPanel.clientId': 'Client id',
    'staysPanel.clientSecret': 'Client secret',
    'staysPanel.secretHint': 'Se guarda cifrado y nunca se vuelve a mostrar.',
    'staysPanel.secretKeepHint': 'Déjalo vacío para mantener el secret guardado.',
    'staysPanel.connect': 'Conectar y probar',
    'staysPanel.update': 'Guardar y probar',
    'staysPanel.connecting': 'Probando con Stays…',
    'staysPanel.connected': 'Stays conectada; la primera sincronización ya empezó',
    'staysPanel.connectedTo': 'Conectada a {domain}.',
    'staysPanel.disconnect': 'Desconectar Stays',
    'staysPanel.disconnectTitle': '¿Desconectar Stays?',
    'staysPanel.disconnectText':
      'Las reservas dejan de llegar de Stays y el secret se borra; las que ya llegaron se quedan como están. Si vuelves a conectar la misma cuenta (mismo dominio y client id), sus anuncios vuelven vinculados a las mismas propiedades y la dirección de notificaciones sigue siendo la misma; otra cuenta empieza de cero.',
    'staysPanel.disconnected': 'Stays desconectada.',
    'staysPanel.webhook': 'Dirección de notificaciones (webhook)',
    'staysPanel.webhookHint':
      'Pégala en las notificaciones de Stays para que los cambios lleguen al momento; sin ella, leemos Stays cada pocos minutos.',
    'staysPanel.copyWebhook': 'Copiar dirección de notificaciones',
    'staysPanel.listings': 'Anuncios de Stays',
    'staysPanel.listingsIntro':
      'Elige la propiedad de cada anuncio. Una propiedad con calendario iCal no puede recibir un anuncio de Stays.',
    'staysPanel.listing': 'Anuncio',
    'staysPanel.property': 'Propiedad',
    'staysPanel.propertyFor': 'Propiedad para {listing}',
    'staysPanel.notImported': 'No importar',
    'staysPanel.hasCalendar': '{name} (tiene calendario iCal)',
    'staysPanel.noListings': 'Stays no tiene anuncios en esta cuenta.',
    'staysPanel.mapped': 'Anuncio vinculado; sus reservas llegan en un momento.',
    'staysPanel.unmapped': 'Las reservas de este anuncio ya no se importarán.',
  },
});
