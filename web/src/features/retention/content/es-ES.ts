import type { HostPages } from './host-pages';

/** The record of processing and the incident plan, for a host, in Spanish. */
export const esEs: HostPages = {
  'record-of-processing': {
    title: 'Qué datos tratamos, por qué y durante cuánto tiempo',
    intro:
      'Tú eres el responsable de los datos de tus huéspedes; Chegada los trata en tu nombre, solo para el check-in y la estancia. De los datos de tu propia cuenta, el responsable es Chegada.',
    sections: [
      {
        title: 'Check-in de los huéspedes',
        text: [
          'Nombre, CPF o pasaporte, fecha de nacimiento, dirección, e-mail, teléfono, detalles de la estancia (fechas, vehículos, mascotas, motivo del viaje), los consentimientos dados y el comprobante del depósito. Sirven para el check-in, el acceso a la propiedad y el registro de huéspedes que exige la ley.',
          'Quién los ve: tú y tu equipo; el huésped por su propio enlace. El soporte de Chegada solo cuando tú lo pides.',
        ],
      },
      {
        title: 'Documentos, selfie y prueba de vida',
        text: [
          'Las fotos de los documentos, el selfie y la prueba de vida confirman que el huésped es el titular del documento, para que tú decidas; nunca rechazan a nadie por sí solas. La biometría solo se usa con el consentimiento específico del huésped, y hay un camino sin ella.',
          'Las fotos se guardan cifradas y cada vez que alguien de tu equipo abre un documento queda registrado.',
        ],
      },
      {
        title: 'Quién más recibe datos',
        text: ['Solo lo necesario para cada servicio que usas:'],
        items: [
          'Serpro (Receita Federal de Brasil): CPF, nombre y nacimiento, para verificar el CPF.',
          'FNRH (Ministerio de Turismo), si la activas: el registro de la estancia y de los huéspedes.',
          'El servicio de e-mail y WhatsApp (Meta, fuera de Brasil): la dirección o el número y el mensaje.',
          'TTLock (fuera de Brasil), si usas cerradura: la contraseña de la puerta durante la estancia.',
          'Asaas: los datos de cobro de tu cuenta.',
        ],
      },
      {
        title: 'Durante cuánto tiempo',
        text: ['Contado desde la fecha de checkout, aunque el checkout no se finalice:'],
        items: [
          'Selfies y datos biométricos: los días que elijas en Configuración, de 0 a 90 (30 si no lo cambias).',
          'Documentos y demás datos del huésped: los meses que elijas, de 1 a 60 (12 si no lo cambias). Después quedan ilegibles para siempre.',
          'Registros de acceso (fecha, hora e IP): 6 meses, como exige el Marco Civil de Internet de Brasil.',
          'Si tu cuenta se cancela, todo lo suyo se borra en un máximo de 5 años.',
        ],
      },
      {
        title: 'Solicitudes de los huéspedes',
        text: [
          'Por su propio enlace, el huésped pide una copia, una corrección o la eliminación de sus datos. Ves y respondes cada solicitud en Solicitudes de datos, con el plazo de 15 días de la LGPD.',
        ],
      },
    ],
  },
  'incident-runbook': {
    title: 'Qué hacer ante un incidente con datos personales',
    intro:
      'Un incidente es un acceso indebido, una filtración o una pérdida de datos personales. Si supone un riesgo relevante para las personas, hay que avisar a la ANPD y a los afectados en un máximo de 3 días hábiles.',
    sections: [
      {
        title: 'El mismo día',
        text: ['Si notas algo raro:'],
        items: [
          'Anota qué pasó, cuándo y cómo lo notaste.',
          'Cambia tu contraseña y la de quien de tu equipo pueda estar implicado; quita el acceso a quien no deba tenerlo.',
          'Avisa a Chegada por el e-mail de soporte: te ayudamos a contenerlo y a guardar las pruebas.',
        ],
      },
      {
        title: 'Al día siguiente',
        text: [
          'Juntos vemos qué huéspedes y qué datos se vieron afectados y si se podían leer: los documentos y los datos están cifrados por reserva. El riesgo es relevante cuando hay documentos, selfies o muchas personas.',
        ],
      },
      {
        title: 'Hasta el 3.er día hábil',
        text: ['Si el riesgo es relevante:'],
        items: [
          'Se comunica a la ANPD por su formulario de incidentes en gov.br: qué pasó, qué datos, cuántas personas, los riesgos y lo que se hizo.',
          'Cada huésped afectado recibe un mensaje sencillo, en su idioma: qué pasó, qué puede hacer y con quién hablar.',
          'Si el incidente ocurrió en Chegada, te avisamos primero, con el texto de esas comunicaciones.',
        ],
      },
    ],
  },
};
