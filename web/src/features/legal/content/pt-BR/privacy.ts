import { SUPPORT_CONTACT } from '../../../../config/support';
import type { LegalDocument } from '../legal-document';

const { email, phone } = SUPPORT_CONTACT;

export const privacy: LegalDocument = {
  title: 'Política de privacidade',
  updatedLabel: 'Última atualização:',
  intro: [
    'Esta política explica como o Chegada, plataforma de check-in online para anfitriões de imóveis de temporada no Brasil, trata dados pessoais de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) e o Marco Civil da Internet (Lei nº 12.965/2014).',
    'Ela vale para quem visita o site, para anfitriões e suas equipes que usam a plataforma e para hóspedes que preenchem a ficha de check-in pelo link recebido do anfitrião.',
  ],
  sections: [
    {
      title: '1. Quem trata os seus dados',
      body: [
        'O Chegada é o controlador dos dados da conta do anfitrião, dos dados de quem usa o site e dos registros de acesso.',
        'Os dados dos hóspedes são coletados em nome do anfitrião, que decide para que e por quanto tempo usá-los: ele é o controlador desses dados, e o Chegada atua como operador, tratando-os conforme as instruções do anfitrião e esta política. Para a segurança da plataforma e a prevenção de fraudes, o Chegada também trata alguns desses dados como controlador.',
      ],
    },
    {
      title: '2. Quais dados coletamos',
      body: [
        [
          'Dados da conta do anfitrião: nome, e-mail, telefone, nome, CNPJ e site da empresa, foto de perfil, chave pix para caução, usuários da equipe, plano contratado e histórico de pagamentos.',
          'Dados de identificação do hóspede e dos acompanhantes: nome, data de nascimento, CPF ou, para estrangeiros, passaporte ou RNE, endereço, telefone (WhatsApp) e e-mail.',
          'Imagens do documento (frente e verso ou documento digital) e uma selfie usada na verificação facial. A selfie e o modelo facial extraído dela são dados biométricos, que a LGPD classifica como dados pessoais sensíveis.',
          'Dados da estadia: datas e horários de entrada e saída, quantidade de adultos e crianças, veículos (tipo, modelo, cor e placa), animais de estimação e o motivo da viagem, que o hóspede pode preferir não informar.',
          'Comprovantes da caução paga por pix, quando o anfitrião exige caução.',
          'Registros de acesso: endereço IP, data e hora, navegador e dispositivo usados para acessar a plataforma.',
          'O que você nos escreve pelos formulários de contato e de cadastro.',
        ],
      ],
    },
    {
      title: '3. Para que usamos os dados e com base em quê',
      body: [
        [
          'Execução do contrato (art. 7º, V): criar e manter a conta do anfitrião, cobrar a assinatura, realizar o check-in do hóspede e liberar o acesso ao imóvel.',
          'Cumprimento de obrigação legal ou regulatória (art. 7º, II): as regras que exigem o registro e a identificação de hóspedes, como a ficha de registro de hóspedes da Lei nº 11.771/2008, quando aplicável, a guarda dos registros de acesso exigida pelo Marco Civil da Internet e as obrigações fiscais.',
          'Legítimo interesse (art. 7º, IX), sempre respeitando as suas expectativas e direitos: informar à portaria do condomínio quem está autorizado a entrar, prevenir fraudes, manter a plataforma segura e responder a quem nos procura.',
          'Consentimento (art. 11, I): a verificação facial com a selfie só é feita com o consentimento específico e destacado do hóspede, dado na própria ficha, e que pode ser revogado a qualquer momento. Sem ele, o anfitrião pode combinar outra forma de identificação.',
        ],
        'Não vendemos dados pessoais e não os usamos para publicidade.',
      ],
    },
    {
      title: '4. Crianças e adolescentes',
      body: [
        'Os dados de acompanhantes menores de 18 anos são informados pelo hóspede principal, que deve ser seu pai, mãe ou responsável legal, e são usados apenas no melhor interesse da criança ou do adolescente, para identificá-los na hospedagem (art. 14 da LGPD).',
      ],
    },
    {
      title: '5. Com quem compartilhamos',
      body: [
        [
          'O anfitrião e os usuários da equipe dele, que recebem os dados da ficha para aprovar a reserva e liberar o acesso.',
          'A portaria do condomínio, que recebe a lista de hóspedes autorizados (nome, documento, datas da estadia e veículos), quando o imóvel fica em condomínio.',
          'Operadores que nos prestam serviços, sob contrato e com dever de confidencialidade: hospedagem em nuvem e armazenamento, envio de e-mails e envio de mensagens por WhatsApp.',
          'Autoridades públicas, quando houver obrigação legal ou ordem judicial.',
        ],
      ],
    },
    {
      title: '6. Transferência internacional',
      body: [
        'Alguns operadores, como provedores de nuvem, de e-mail e o WhatsApp, podem armazenar ou processar dados fora do Brasil. Essas transferências seguem o art. 33 da LGPD e são feitas com cláusulas-padrão contratuais aprovadas pela ANPD ou outras garantias previstas em lei.',
      ],
    },
    {
      title: '7. Por quanto tempo guardamos',
      body: [
        [
          'Dados da conta e dos hóspedes: enquanto a conta estiver ativa e por até 5 anos após o seu cancelamento, para cumprir obrigações legais e permitir o exercício de direitos em processos. Depois disso, são apagados ou anonimizados.',
          'Documentos e selfies: o anfitrião pode removê-los assim que não forem mais necessários, e recomendamos que o faça depois do check-out; em qualquer caso, seguem o prazo máximo acima.',
          'Registros de acesso: no mínimo 6 meses, como exige o art. 15 do Marco Civil da Internet, e não mais do que o necessário para a segurança da plataforma.',
        ],
      ],
    },
    {
      title: '8. Como protegemos os dados',
      body: [
        'Os dados trafegam por conexões criptografadas e ficam armazenados com criptografia. Documentos, selfies e demais dados sensíveis de cada hóspede são cifrados com uma chave própria: ao apagá-los, destruímos essa chave (crypto-shredding), o que torna ilegíveis também as cópias de segurança. O acesso é limitado à conta do anfitrião e aos usuários que ele autoriza, e as ações importantes ficam registradas.',
      ],
    },
    {
      title: '9. Os seus direitos',
      body: [
        'Pelo art. 18 da LGPD, você pode pedir, a qualquer momento:',
        [
          'a confirmação de que tratamos seus dados e o acesso a eles;',
          'a correção de dados incompletos, inexatos ou desatualizados;',
          'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei, e a eliminação dos dados tratados com o seu consentimento;',
          'a portabilidade dos dados a outro fornecedor;',
          'informações sobre com quem compartilhamos seus dados e sobre a possibilidade de não dar consentimento e suas consequências;',
          'a revogação do consentimento, inclusive o da verificação facial;',
          'a oposição a um tratamento feito sem consentimento, quando ele não cumprir a lei.',
        ],
      ],
    },
    {
      title: '10. Como exercer os seus direitos',
      body: [
        `Escreva para o nosso encarregado pelo tratamento de dados (DPO) no e-mail ${email}, informando o seu nome e o pedido. Podemos pedir uma confirmação de identidade para proteger os seus dados. Respondemos em até 15 dias, como prevê o art. 19 da LGPD.`,
        'Se você é hóspede, também pode procurar diretamente o anfitrião, que é o controlador dos seus dados; quando o pedido chega a nós, nós o encaminhamos ao anfitrião e ajudamos a atendê-lo. Você também tem o direito de reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      title: '11. Incidentes de segurança',
      body: [
        'Se ocorrer um incidente de segurança que possa causar risco ou dano relevante aos titulares, comunicaremos a ANPD e as pessoas afetadas no prazo definido pela ANPD (atualmente, três dias úteis), informando o que aconteceu, quais dados foram atingidos, os riscos e as medidas tomadas. Quando os dados forem de hóspedes, também avisaremos o anfitrião.',
      ],
    },
    {
      title: '12. Armazenamento no navegador',
      body: [
        'Guardamos no armazenamento local do seu navegador apenas o necessário para a plataforma funcionar: a sessão de quem entrou na conta e o idioma escolhido. Não usamos cookies de publicidade nem rastreadores de terceiros.',
      ],
    },
    {
      title: '13. Alterações desta política',
      body: [
        'Podemos atualizar esta política. A data da última atualização fica no topo da página e, se a mudança for relevante, avisaremos os anfitriões por e-mail antes que ela entre em vigor.',
      ],
    },
    {
      title: '14. Contato',
      body: [
        `Controlador e encarregado (DPO): Chegada, pelo e-mail ${email} ou pelo telefone ${phone}.`,
      ],
    },
  ],
};
