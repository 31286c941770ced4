import { defineMessages } from '@chegada/contracts';

/** The about-us page (/sobre-nos). */
export const aboutMessages = defineMessages({
  'pt-BR': {
    'about.lead':
      'O Chegada nasceu para tirar da rotina de quem aluga por temporada a parte mais repetitiva da hospedagem: o check-in. Trocamos as mensagens soltas, as fotos de documento pelo WhatsApp e as listas digitadas para a portaria por um link único, enviado a cada hóspede.',
    'about.what.title': 'O que fazemos',
    'about.what.text':
      'Pelo link, o hóspede informa seus dados, os dados da estadia (horários, veículos, pets, motivo da viagem) e dos acompanhantes, envia documento e selfie, e anexa o comprovante da caução paga por pix. Você revisa tudo em um só lugar, aprova, e o Chegada libera o acesso: senha da fechadura, lista de hóspedes para a portaria e mensagens por e-mail e WhatsApp.',
    'about.who.title': 'Para quem',
    'about.who.text':
      'Para anfitriões e administradoras de imóveis de temporada no Brasil, de um apartamento a mil imóveis, que recebem reservas pelo Airbnb, Booking.com, Stays e outros canais. Sua equipe pode trabalhar junto, com usuários próprios.',
    'about.privacy.title': 'Cuidado com os dados, conforme a LGPD',
    'about.privacy.text':
      'Documentos e selfies são dados pessoais, e a biometria é dado sensível. Por isso coletamos apenas o necessário para o check-in, pedimos consentimento específico para a verificação facial, guardamos tudo com criptografia e, quando um dado é apagado, destruímos a chave que o protegia. Hóspedes e anfitriões podem exercer seus direitos de titular a qualquer momento.',
    'about.claim.title': 'Até 70% menos tempo com check-in',
    'about.claim.text':
      'Anfitriões que automatizam o check-in com o Chegada economizam até 70% do tempo antes gasto conferindo documentos, cobrando dados e montando listas para a portaria.',
    'about.cta':
      '{days, plural, =0 {Comece seu teste grátis} one {Comece seu teste grátis de # dia} other {Comece seu teste grátis de # dias}}',
  },
  'en-US': {
    'about.lead':
      'Chegada was born to take the most repetitive part of hosting off vacation-rental hosts’ hands: check-in. Scattered messages, document photos over WhatsApp and guest lists typed for the front desk give way to a single link sent to each guest.',
    'about.what.title': 'What we do',
    'about.what.text':
      'Through the link, the guest gives their details, the stay details (times, vehicles, pets, purpose of the visit) and those of their companions, sends a document and a selfie, and attaches the proof of the deposit paid by pix. You review everything in one place, approve, and Chegada releases access: the smart-lock passcode, the guest list for the front desk, and messages by e-mail and WhatsApp.',
    'about.who.title': 'Who it is for',
    'about.who.text':
      'Hosts and property managers of vacation rentals in Brazil, from one apartment to a thousand properties, taking reservations through Airbnb, Booking.com, Stays and other channels. Your team can work alongside you with their own users.',
    'about.privacy.title': 'Care for personal data, under the LGPD',
    'about.privacy.text':
      'Documents and selfies are personal data, and biometrics are sensitive data. So we collect only what check-in needs, ask for specific consent to facial verification, store everything encrypted and, when data is deleted, destroy the key that protected it. Guests and hosts can exercise their data-subject rights at any time.',
    'about.claim.title': 'Up to 70% less time on check-in',
    'about.claim.text':
      'Hosts who automate check-in with Chegada save up to 70% of the time they used to spend checking documents, chasing guest details and building front-desk lists.',
    'about.cta': '{days, plural, =0 {Start your free trial} other {Start your #-day free trial}}',
  },
  'es-ES': {
    'about.lead':
      'Chegada nació para quitar a quienes alquilan por temporada la parte más repetitiva de recibir huéspedes: el check-in. Los mensajes sueltos, las fotos de documentos por WhatsApp y las listas escritas a mano para la portería se sustituyen por un único enlace enviado a cada huésped.',
    'about.what.title': 'Qué hacemos',
    'about.what.text':
      'Con el enlace, el huésped indica sus datos, los de la estancia (horarios, vehículos, mascotas, motivo del viaje) y los de sus acompañantes, envía su documento y un selfie, y adjunta el comprobante de la fianza pagada por pix. Tú lo revisas todo en un solo lugar, lo apruebas y Chegada libera el acceso: el código de la cerradura, la lista de huéspedes para la portería y los mensajes por correo y WhatsApp.',
    'about.who.title': 'Para quién',
    'about.who.text':
      'Para anfitriones y gestoras de alquileres de temporada en Brasil, desde un apartamento hasta mil propiedades, que reciben reservas por Airbnb, Booking.com, Stays y otros canales. Tu equipo puede trabajar contigo con sus propios usuarios.',
    'about.privacy.title': 'Cuidado de los datos, conforme a la LGPD',
    'about.privacy.text':
      'Los documentos y los selfies son datos personales, y la biometría es un dato sensible. Por eso recogemos solo lo necesario para el check-in, pedimos un consentimiento específico para la verificación facial, lo guardamos todo cifrado y, cuando se borra un dato, destruimos la clave que lo protegía. Huéspedes y anfitriones pueden ejercer sus derechos como titulares en cualquier momento.',
    'about.claim.title': 'Hasta un 70% menos de tiempo en el check-in',
    'about.claim.text':
      'Los anfitriones que automatizan el check-in con Chegada ahorran hasta un 70% del tiempo que antes dedicaban a revisar documentos, reclamar datos y preparar listas para la portería.',
    'about.cta':
      '{days, plural, =0 {Empieza tu prueba gratuita} one {Empieza tu prueba gratuita de # día} other {Empieza tu prueba gratuita de # días}}',
  },
});
