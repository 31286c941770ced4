import type { HostPages } from './host-pages';

/** The record of processing and the incident plan, for a host, in Portuguese. */
export const ptBr: HostPages = {
  'record-of-processing': {
    title: 'Que dados tratamos, por quê e por quanto tempo',
    intro:
      'Você é o controlador dos dados dos seus hóspedes; o Chegada os trata em seu nome, só para o check-in e a estadia. Dos seus próprios dados de conta, o controlador é o Chegada.',
    sections: [
      {
        title: 'Check-in dos hóspedes',
        text: [
          'Nome, CPF ou passaporte, data de nascimento, endereço, e-mail, telefone, detalhes da estadia (datas, veículos, pets, motivo da viagem), os consentimentos dados e o comprovante do depósito. Servem para o check-in, o acesso ao imóvel e o registro de hóspedes que a lei exige.',
          'Quem vê: você e sua equipe; o hóspede pelo próprio link. O suporte do Chegada só quando você pede.',
        ],
      },
      {
        title: 'Documentos, selfie e prova de vida',
        text: [
          'Fotos dos documentos, selfie e a prova de vida confirmam que o hóspede é o dono do documento, para você decidir; nunca recusam ninguém sozinhas. A biometria só é usada com o consentimento específico do hóspede, e há um caminho sem ela.',
          'As fotos ficam criptografadas e cada vez que alguém da sua equipe abre um documento fica registrada.',
        ],
      },
      {
        title: 'Quem mais recebe dados',
        text: ['Só o necessário para cada serviço que você usa:'],
        items: [
          'Serpro (Receita Federal): CPF, nome e nascimento, para conferir o CPF.',
          'FNRH (Ministério do Turismo), se você a ligar: o registro da estadia e dos hóspedes.',
          'O serviço de e-mail e o WhatsApp (Meta, fora do Brasil): o endereço ou número e a mensagem.',
          'TTLock (fora do Brasil), se você usa fechadura: a senha da porta durante a estadia.',
          'Asaas: os dados de cobrança da sua conta.',
        ],
      },
      {
        title: 'Por quanto tempo',
        text: ['Contado da data de checkout, mesmo que o checkout não seja finalizado:'],
        items: [
          'Selfie e dados biométricos: os dias que você escolher em Configurações, de 0 a 90 (30 se não mudar).',
          'Documentos e demais dados do hóspede: os meses que você escolher, de 1 a 60 (12 se não mudar). Depois ficam ilegíveis para sempre.',
          'Registros de acesso (data, hora e IP): 6 meses, como exige o Marco Civil da Internet.',
          'Se sua conta for cancelada, tudo dela é apagado em até 5 anos.',
        ],
      },
      {
        title: 'Pedidos dos hóspedes',
        text: [
          'Pelo próprio link, o hóspede pede cópia, correção ou exclusão dos dados. Você vê e responde cada pedido em Pedidos de dados, com o prazo de 15 dias da LGPD.',
        ],
      },
    ],
  },
  'incident-runbook': {
    title: 'O que fazer num incidente com dados pessoais',
    intro:
      'Um incidente é um acesso indevido, vazamento ou perda de dados pessoais. Se houver risco relevante para as pessoas, a ANPD e os afetados devem ser avisados em até 3 dias úteis.',
    sections: [
      {
        title: 'No mesmo dia',
        text: ['Se você perceber algo estranho:'],
        items: [
          'Escreva o que aconteceu, quando e como percebeu.',
          'Troque sua senha e a de quem da equipe possa estar envolvido; remova quem não deve ter acesso.',
          'Avise o Chegada pelo e-mail de suporte: ajudamos a conter e a guardar as provas.',
        ],
      },
      {
        title: 'No dia seguinte',
        text: [
          'Juntos vemos quais hóspedes e quais dados foram atingidos e se podiam ser lidos: documentos e dados ficam criptografados por reserva. Há risco relevante quando envolve documentos, selfies ou muitas pessoas.',
        ],
      },
      {
        title: 'Até o 3º dia útil',
        text: ['Se houver risco relevante:'],
        items: [
          'A ANPD é comunicada pelo formulário de incidentes no gov.br: o que houve, quais dados, quantas pessoas, os riscos e o que foi feito.',
          'Cada hóspede afetado recebe uma mensagem simples, no idioma dele: o que aconteceu, o que pode fazer e com quem falar.',
          'Se o incidente foi no Chegada, avisamos você primeiro, com o texto dessas comunicações.',
        ],
      },
    ],
  },
};
