import { SUPPORT_CONTACT } from '../../../../config/support';
import type { LegalDocument } from '../legal-document';

const { email, phone } = SUPPORT_CONTACT;

export const privacy: LegalDocument = {
  title: 'Política de privacidad',
  updatedLabel: 'Última actualización:',
  intro: [
    'Esta política explica cómo Chegada, plataforma de check-in online para anfitriones de alquileres de temporada en Brasil, trata los datos personales conforme a la Ley General de Protección de Datos Personales de Brasil (LGPD, Ley n.º 13.709/2018) y al Marco Civil de Internet (Ley n.º 12.965/2014).',
    'Se aplica a quienes visitan el sitio, a los anfitriones y sus equipos que usan la plataforma y a los huéspedes que rellenan la ficha de check-in con el enlace recibido del anfitrión.',
  ],
  sections: [
    {
      title: '1. Quién trata sus datos',
      body: [
        'Chegada es el responsable (controlador) de los datos de la cuenta del anfitrión, de los datos de quienes usan el sitio y de los registros de acceso.',
        'Los datos de los huéspedes se recogen en nombre del anfitrión, que decide para qué y durante cuánto tiempo se usan: él es el responsable de esos datos y Chegada actúa como encargado (operador), tratándolos según sus instrucciones y esta política. Para la seguridad de la plataforma y la prevención del fraude, Chegada también trata algunos de esos datos como responsable.',
      ],
    },
    {
      title: '2. Qué datos recogemos',
      body: [
        [
          'Datos de la cuenta del anfitrión: nombre, correo electrónico, teléfono, nombre, CNPJ y sitio web de la empresa, foto de perfil, clave pix para fianzas, usuarios del equipo, plan contratado e historial de pagos.',
          'Datos de identificación del huésped y de sus acompañantes: nombre, fecha de nacimiento, CPF o, para extranjeros, pasaporte o RNE, dirección, teléfono (WhatsApp) y correo electrónico.',
          'Imágenes del documento (anverso y reverso o documento digital) y un selfi usado en la verificación facial. El selfi y el patrón facial extraído de él son datos biométricos, que la LGPD clasifica como datos personales sensibles.',
          'Datos de la estancia: fechas y horas de entrada y salida, número de adultos y niños, vehículos (tipo, modelo, color y matrícula), mascotas y el motivo del viaje, que el huésped puede preferir no indicar.',
          'Comprobantes de la fianza pagada por pix, cuando el anfitrión exige fianza.',
          'Registros de acceso: dirección IP, fecha y hora, navegador y dispositivo usados para acceder a la plataforma.',
          'Lo que nos escribe mediante los formularios de contacto y de registro.',
        ],
      ],
    },
    {
      title: '3. Para qué usamos los datos y con qué base legal',
      body: [
        [
          'Ejecución del contrato (art. 7, V): crear y mantener la cuenta del anfitrión, cobrar la suscripción, realizar el check-in del huésped y liberar el acceso al inmueble.',
          'Cumplimiento de una obligación legal o regulatoria (art. 7, II): las normas que exigen registrar e identificar a los huéspedes, como la ficha de registro de huéspedes de la Ley n.º 11.771/2008 cuando se aplica, la conservación de los registros de acceso que exige el Marco Civil de Internet y las obligaciones fiscales.',
          'Interés legítimo (art. 7, IX), respetando siempre sus expectativas y derechos: informar a la portería del condominio de quién puede entrar, prevenir el fraude, mantener segura la plataforma y responder a quien nos contacta.',
          'Consentimiento (art. 11, I): la verificación facial con el selfi solo se realiza con el consentimiento específico y destacado que el huésped da en la propia ficha, y que puede revocar en cualquier momento. Sin él, el anfitrión puede acordar otra forma de identificación.',
        ],
        'No vendemos datos personales ni los usamos para publicidad.',
      ],
    },
    {
      title: '4. Niños y adolescentes',
      body: [
        'Los datos de los acompañantes menores de 18 años los facilita el huésped principal, que debe ser su padre, madre o tutor legal, y se usan solo en el interés superior del menor, para identificarlo durante la estancia (art. 14 de la LGPD).',
      ],
    },
    {
      title: '5. Con quién los compartimos',
      body: [
        [
          'El anfitrión y los usuarios de su equipo, que reciben los datos de la ficha para aprobar la reserva y liberar el acceso.',
          'La portería del condominio, que recibe la lista de huéspedes autorizados (nombre, documento, fechas de la estancia y vehículos) cuando el inmueble está en un condominio.',
          'Encargados que nos prestan servicios, bajo contrato y con deber de confidencialidad: alojamiento y almacenamiento en la nube, envío de correos electrónicos y envío de mensajes por WhatsApp.',
          'Autoridades públicas, cuando lo exija la ley o una orden judicial.',
        ],
      ],
    },
    {
      title: '6. Transferencias internacionales',
      body: [
        'Algunos encargados, como los proveedores de nube y de correo electrónico y WhatsApp, pueden almacenar o tratar datos fuera de Brasil. Estas transferencias siguen el art. 33 de la LGPD y se basan en cláusulas contractuales tipo aprobadas por la ANPD (la autoridad brasileña de protección de datos) u otras garantías previstas en la ley.',
      ],
    },
    {
      title: '7. Cuánto tiempo los conservamos',
      body: [
        [
          'Datos de la cuenta y de los huéspedes: mientras la cuenta esté activa y hasta 5 años después de su cancelación, para cumplir obligaciones legales y permitir el ejercicio de derechos en procesos judiciales. Después se eliminan o se anonimizan.',
          'Documentos y selfis: el anfitrión puede eliminarlos en cuanto dejen de ser necesarios, y recomendamos hacerlo tras el check-out; en cualquier caso siguen el plazo máximo anterior.',
          'Registros de acceso: al menos 6 meses, como exige el art. 15 del Marco Civil de Internet, y no más de lo necesario para la seguridad de la plataforma.',
        ],
      ],
    },
    {
      title: '8. Cómo los protegemos',
      body: [
        'Los datos viajan por conexiones cifradas y se almacenan cifrados. Los documentos, el selfi y los demás datos sensibles de cada huésped se cifran con una clave propia: al borrarlos destruimos esa clave (crypto-shredding), lo que hace ilegibles también las copias de seguridad. El acceso se limita a la cuenta del anfitrión y a los usuarios que este autoriza, y las acciones importantes quedan registradas.',
      ],
    },
    {
      title: '9. Sus derechos',
      body: [
        'Conforme al art. 18 de la LGPD, puede solicitar en cualquier momento:',
        [
          'la confirmación de que tratamos sus datos y el acceso a ellos;',
          'la rectificación de datos incompletos, inexactos o desactualizados;',
          'la anonimización, el bloqueo o la eliminación de datos innecesarios, excesivos o tratados en contra de la ley, y la eliminación de los datos tratados con su consentimiento;',
          'la portabilidad de sus datos a otro proveedor;',
          'información sobre con quién compartimos sus datos y sobre la posibilidad de no dar su consentimiento y sus consecuencias;',
          'la revocación del consentimiento, incluido el de la verificación facial;',
          'la oposición a un tratamiento realizado sin consentimiento cuando no cumpla la ley.',
        ],
      ],
    },
    {
      title: '10. Cómo ejercer sus derechos',
      body: [
        `Escriba a nuestro delegado de protección de datos (DPO) a ${email}, indicando su nombre y su solicitud. Podemos pedirle que confirme su identidad para proteger sus datos. Respondemos en un plazo de 15 días, como prevé el art. 19 de la LGPD.`,
        'Si es huésped, también puede dirigirse directamente al anfitrión, responsable de sus datos; cuando la solicitud nos llega a nosotros, la remitimos al anfitrión y le ayudamos a atenderla. También tiene derecho a presentar una reclamación ante la ANPD.',
      ],
    },
    {
      title: '11. Incidentes de seguridad',
      body: [
        'Si se produce un incidente de seguridad que pueda suponer un riesgo o daño relevante para los titulares, lo comunicaremos a la ANPD y a las personas afectadas en el plazo que fija la ANPD (actualmente, tres días hábiles), indicando qué ocurrió, qué datos se vieron afectados, los riesgos y las medidas adoptadas. Cuando se trate de datos de huéspedes, también avisaremos al anfitrión.',
      ],
    },
    {
      title: '12. Almacenamiento en el navegador',
      body: [
        'Guardamos en el almacenamiento local de su navegador solo lo necesario para que la plataforma funcione: la sesión de quien ha iniciado sesión y el idioma elegido. No usamos cookies publicitarias ni rastreadores de terceros.',
      ],
    },
    {
      title: '13. Cambios en esta política',
      body: [
        'Podemos actualizar esta política. La fecha de la última actualización figura al principio de la página y, si el cambio es relevante, avisaremos a los anfitriones por correo electrónico antes de que entre en vigor.',
      ],
    },
    {
      title: '14. Contacto',
      body: [
        `Responsable y delegado de protección de datos (DPO): Chegada, en ${email} o en el ${phone}.`,
      ],
    },
  ],
};
