import { SUPPORT_CONTACT } from '../../../../config/support';
import type { LegalDocument } from '../legal-document';

const { email, phone } = SUPPORT_CONTACT;

export const terms: LegalDocument = {
  title: 'Termos de uso',
  updatedLabel: 'Última atualização:',
  intro: [
    'Estes termos regem o uso do Chegada por anfitriões, suas equipes e hóspedes. Ao criar uma conta ou preencher uma ficha de check-in, você declara que os leu e concorda com eles e com a nossa Política de privacidade.',
  ],
  sections: [
    {
      title: '1. O serviço',
      body: [
        'O Chegada é uma plataforma de check-in online para imóveis de temporada no Brasil. O anfitrião cadastra seus imóveis e reservas e envia a cada hóspede um link; o hóspede preenche seus dados, os da estadia e dos acompanhantes, envia documento e selfie e, quando exigido, o comprovante da caução paga por pix; o anfitrião revisa e aprova, e a plataforma libera o acesso e avisa a portaria.',
      ],
    },
    {
      title: '2. Contas',
      body: [
        [
          'Para criar uma conta é preciso ter capacidade civil e informar dados verdadeiros da pessoa e da empresa, incluindo o CNPJ.',
          'O titular da conta pode criar usuários para a sua equipe e responde pelo que eles fazem na plataforma.',
          'Login e senha são pessoais: guarde-os em sigilo e avise-nos imediatamente se suspeitar de uso indevido.',
        ],
      ],
    },
    {
      title: '3. Obrigações do anfitrião',
      body: [
        'Em relação aos dados dos hóspedes, o anfitrião é o controlador perante a LGPD. Por isso, ele se compromete a:',
        [
          'ter uma base legal para cada dado que pede aos hóspedes e usá-los apenas para a hospedagem e as obrigações ligadas a ela;',
          'informar aos hóspedes como os dados serão tratados, incluindo o envio à portaria do condomínio;',
          'prestar informações verdadeiras e atualizadas sobre si, seus imóveis e suas reservas;',
          'enviar links apenas a hóspedes de reservas reais;',
          'remover documentos e selfies quando não forem mais necessários e atender aos pedidos dos titulares;',
          'cumprir as leis aplicáveis à locação por temporada e as regras do condomínio.',
        ],
      ],
    },
    {
      title: '4. Links dos hóspedes',
      body: [
        'Cada link de check-in é pessoal e ligado a uma reserva. O hóspede principal preenche o link principal, e cada acompanhante adulto pode preencher o seu próprio link, copiado pelo hóspede principal. Não publique nem compartilhe os links com terceiros. O hóspede se compromete a informar dados verdadeiros, sobre si e sobre os acompanhantes pelos quais responde.',
      ],
    },
    {
      title: '5. Planos, teste grátis e pagamentos',
      body: [
        [
          'Novas contas têm 30 dias de teste grátis, sem cobrança.',
          'Depois do teste, o uso depende de uma assinatura, cujo preço mensal varia conforme a quantidade de imóveis, segundo as tabelas publicadas na página de planos.',
          'Com a assinatura inativa por falta de pagamento, o acesso fica restrito à página de assinatura até a regularização.',
          'Avisaremos mudanças de preço com pelo menos 30 dias de antecedência; elas valem a partir do ciclo seguinte.',
          'A caução paga por pix é um acerto entre anfitrião e hóspede: o valor vai direto para a chave pix do anfitrião, e o Chegada não recebe nem guarda esse dinheiro.',
        ],
      ],
    },
    {
      title: '6. Uso aceitável',
      body: [
        'É proibido usar o Chegada para fins ilícitos, coletar dados de pessoas que não sejam hóspedes, enviar conteúdo ofensivo ou enganoso, tentar acessar contas ou dados de terceiros, burlar as medidas de segurança ou sobrecarregar a plataforma.',
      ],
    },
    {
      title: '7. Propriedade intelectual',
      body: [
        'O software, a marca e os conteúdos do Chegada pertencem a nós ou aos nossos licenciadores. Os dados que você cadastra continuam sendo seus, ou dos hóspedes a quem se referem.',
      ],
    },
    {
      title: '8. Disponibilidade e limites de responsabilidade',
      body: [
        'Trabalhamos para manter a plataforma disponível e segura, mas podem ocorrer interrupções para manutenção ou por causas fora do nosso controle. A verificação facial e a conferência de documentos ajudam o anfitrião a identificar hóspedes, mas a decisão de aprovar uma reserva e liberar o acesso é sempre do anfitrião.',
        'Na medida permitida pela lei, o Chegada não responde por danos indiretos, lucros cessantes ou por atos de anfitriões, hóspedes e condomínios, e a sua responsabilidade total fica limitada ao valor pago pelo anfitrião nos 12 meses anteriores ao fato. Nada nestes termos limita direitos que o Código de Defesa do Consumidor garante a quem for consumidor.',
      ],
    },
    {
      title: '9. Encerramento',
      body: [
        'O anfitrião pode cancelar a conta quando quiser. Podemos suspender ou encerrar contas que violem estes termos ou a lei, avisando antes sempre que possível. Após o encerramento, os dados são guardados e depois eliminados conforme a Política de privacidade.',
      ],
    },
    {
      title: '10. Alterações destes termos',
      body: [
        'Podemos atualizar estes termos. Mudanças relevantes serão avisadas por e-mail com antecedência; continuar usando a plataforma depois disso significa aceitar a nova versão.',
      ],
    },
    {
      title: '11. Lei aplicável',
      body: [
        'Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do domicílio do consumidor quando se aplicar o Código de Defesa do Consumidor e, nos demais casos, o foro do domicílio do anfitrião.',
      ],
    },
    {
      title: '12. Contato',
      body: [`Dúvidas sobre estes termos: ${email} ou ${phone}.`],
    },
  ],
};
