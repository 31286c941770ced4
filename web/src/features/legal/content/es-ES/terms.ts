import { SUPPORT_CONTACT } from '../../../../config/support';
import type { LegalDocument } from '../legal-document';

const { email, phone } = SUPPORT_CONTACT;

export const terms: LegalDocument = {
  title: 'Términos de uso',
  updatedLabel: 'Última actualización:',
  intro: [
    'Estos términos regulan el uso de Chegada por los anfitriones, sus equipos y los huéspedes. Al crear una cuenta o rellenar una ficha de check-in, declara que los ha leído y que acepta estos términos y nuestra Política de privacidad.',
  ],
  sections: [
    {
      title: '1. El servicio',
      body: [
        'Chegada es una plataforma de check-in online para alquileres de temporada en Brasil. El anfitrión registra sus inmuebles y reservas y envía a cada huésped un enlace; el huésped rellena sus datos, los de la estancia y los de sus acompañantes, envía su documento y un selfi y, cuando se exige, el comprobante de la fianza pagada por pix; el anfitrión lo revisa y aprueba, y la plataforma libera el acceso y avisa a la portería.',
      ],
    },
    {
      title: '2. Cuentas',
      body: [
        [
          'Para crear una cuenta hay que tener plena capacidad legal e indicar datos verídicos de la persona y de la empresa, incluido su CNPJ.',
          'El titular de la cuenta puede crear usuarios para su equipo y responde de lo que estos hagan en la plataforma.',
          'El usuario y la contraseña son personales: manténgalos en secreto y avísenos de inmediato si sospecha un uso indebido.',
        ],
      ],
    },
    {
      title: '3. Obligaciones del anfitrión',
      body: [
        'Respecto de los datos de los huéspedes, el anfitrión es el responsable conforme a la LGPD. Por ello, se compromete a:',
        [
          'contar con una base legal para cada dato que pide a los huéspedes y usarlos solo para la estancia y las obligaciones ligadas a ella;',
          'informar a los huéspedes de cómo se tratarán sus datos, incluido su envío a la portería del condominio;',
          'facilitar información verídica y actualizada sobre sí mismo, sus inmuebles y sus reservas;',
          'enviar enlaces solo a huéspedes de reservas reales;',
          'eliminar documentos y selfis cuando dejen de ser necesarios y atender las solicitudes de los titulares;',
          'cumplir las leyes aplicables al alquiler de temporada y las normas del condominio.',
        ],
      ],
    },
    {
      title: '4. Enlaces de los huéspedes',
      body: [
        'Cada enlace de check-in es personal y está vinculado a una reserva. El huésped principal rellena el enlace principal, y cada acompañante adulto puede rellenar su propio enlace, copiado por el huésped principal. No publique ni comparta los enlaces con terceros. El huésped se compromete a facilitar datos verídicos sobre sí mismo y sobre los acompañantes de los que es responsable.',
      ],
    },
    {
      title: '5. Planes, prueba gratuita y pagos',
      body: [
        [
          'Las cuentas nuevas disfrutan de 30 días de prueba gratuita, sin cargo.',
          'Tras la prueba, el uso requiere una suscripción cuyo precio mensual depende del número de inmuebles, según las tablas publicadas en la página de planes.',
          'Mientras la suscripción esté inactiva por falta de pago, el acceso se limita a la página de suscripción hasta regularizarla.',
          'Los cambios de precio se anunciarán con al menos 30 días de antelación y se aplicarán a partir del ciclo siguiente.',
          'La fianza pagada por pix es un asunto entre anfitrión y huésped: el importe va directamente a la clave pix del anfitrión, y Chegada no lo recibe ni lo custodia.',
        ],
      ],
    },
    {
      title: '6. Uso aceptable',
      body: [
        'Se prohíbe usar Chegada con fines ilícitos, recoger datos de personas que no sean huéspedes, enviar contenido ofensivo o engañoso, intentar acceder a cuentas o datos de terceros, eludir las medidas de seguridad o sobrecargar la plataforma.',
      ],
    },
    {
      title: '7. Propiedad intelectual',
      body: [
        'El software, la marca y los contenidos de Chegada nos pertenecen a nosotros o a nuestros licenciantes. Los datos que usted registra siguen siendo suyos, o de los huéspedes a los que se refieren.',
      ],
    },
    {
      title: '8. Disponibilidad y límites de responsabilidad',
      body: [
        'Trabajamos para mantener la plataforma disponible y segura, pero puede haber interrupciones por mantenimiento o por causas ajenas a nuestro control. La verificación facial y la revisión de documentos ayudan al anfitrión a identificar a los huéspedes, pero la decisión de aprobar una reserva y liberar el acceso es siempre del anfitrión.',
        'En la medida en que lo permita la ley, Chegada no responde de daños indirectos, lucro cesante ni de actos de anfitriones, huéspedes y condominios, y su responsabilidad total se limita al importe pagado por el anfitrión en los 12 meses anteriores al hecho. Nada en estos términos limita los derechos que el Código de Defensa del Consumidor de Brasil reconoce a los consumidores.',
      ],
    },
    {
      title: '9. Terminación',
      body: [
        'El anfitrión puede cancelar su cuenta cuando quiera. Podemos suspender o cerrar las cuentas que incumplan estos términos o la ley, avisando antes siempre que sea posible. Tras el cierre, los datos se conservan y después se eliminan según la Política de privacidad.',
      ],
    },
    {
      title: '10. Cambios en estos términos',
      body: [
        'Podemos actualizar estos términos. Los cambios relevantes se avisarán por correo electrónico con antelación; seguir usando la plataforma después supone aceptar la nueva versión.',
      ],
    },
    {
      title: '11. Ley aplicable',
      body: [
        'Estos términos se rigen por las leyes de la República Federativa de Brasil. Son competentes los tribunales del domicilio del consumidor cuando se aplique el Código de Defensa del Consumidor y, en los demás casos, los del domicilio del anfitrión.',
      ],
    },
    {
      title: '12. Contacto',
      body: [`Dudas sobre estos términos: ${email} o ${phone}.`],
    },
  ],
};
