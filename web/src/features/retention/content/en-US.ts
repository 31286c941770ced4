import type { HostPages } from './host-pages';

/** The record of processing and the incident plan, for a host, in English. */
export const enUs: HostPages = {
  'record-of-processing': {
    title: 'What data we process, why, and for how long',
    intro:
      'You are the controller of your guests’ data; Chegada processes it on your behalf, only for the check-in and the stay. For your own account data, Chegada is the controller.',
    sections: [
      {
        title: 'Guest check-in',
        text: [
          'Name, CPF or passport, birth date, address, e-mail, phone, the stay’s details (dates, vehicles, pets, purpose of the trip), the consents given and the deposit receipt. They serve the check-in, access to the property and the guest register the law requires.',
          'Who sees it: you and your team; the guest through their own link. Chegada’s support only when you ask.',
        ],
      },
      {
        title: 'Documents, selfie and liveness check',
        text: [
          'Document photos, the selfie and the liveness check confirm that the guest holds the document, for you to decide; they never turn anyone away on their own. Biometrics are used only with the guest’s specific consent, and there is a way without them.',
          'The photos are stored encrypted, and every time someone on your team opens a document it is recorded.',
        ],
      },
      {
        title: 'Who else receives data',
        text: ['Only what each service you use needs:'],
        items: [
          'Serpro (Brazil’s Federal Revenue): CPF, name and birth date, to check the CPF.',
          'FNRH (Ministry of Tourism), if you turn it on: the record of the stay and its guests.',
          'The e-mail service and WhatsApp (Meta, outside Brazil): the address or number and the message.',
          'TTLock (outside Brazil), if you use a smart lock: the door code for the stay.',
          'Asaas: your account’s billing details.',
        ],
      },
      {
        title: 'For how long',
        text: ['Counted from the checkout date, even if the checkout is never finished:'],
        items: [
          'Selfies and biometric data: the days you choose in Settings, from 0 to 90 (30 unless you change it).',
          'Documents and the guest’s other data: the months you choose, from 1 to 60 (12 unless you change it). After that they can never be read again.',
          'Access logs (date, time and IP): 6 months, as Brazil’s Marco Civil da Internet requires.',
          'If your account is cancelled, everything of it is erased within 5 years.',
        ],
      },
      {
        title: 'Guests’ requests',
        text: [
          'Through their own link, a guest asks for a copy, a correction or the deletion of their data. You see and answer each request under Data requests, with the LGPD’s 15-day deadline.',
        ],
      },
    ],
  },
  'incident-runbook': {
    title: 'What to do in a personal data incident',
    intro:
      'An incident is unauthorised access to, a leak or a loss of personal data. If it brings relevant risk to people, the ANPD and those affected must be told within 3 business days.',
    sections: [
      {
        title: 'The same day',
        text: ['If you notice something wrong:'],
        items: [
          'Write down what happened, when, and how you noticed.',
          'Change your password and that of anyone on your team who may be involved; remove anyone who should not have access.',
          'Tell Chegada at the support e-mail: we help contain it and keep the evidence.',
        ],
      },
      {
        title: 'The next day',
        text: [
          'Together we find which guests and which data were affected and whether they could be read: documents and data are encrypted per reservation. The risk is relevant when documents, selfies or many people are involved.',
        ],
      },
      {
        title: 'By the 3rd business day',
        text: ['If the risk is relevant:'],
        items: [
          'The ANPD is notified through its incident form on gov.br: what happened, which data, how many people, the risks and what was done.',
          'Each affected guest gets a plain message in their language: what happened, what they can do and whom to talk to.',
          'If the incident happened at Chegada, we tell you first, with the text of these notices.',
        ],
      },
    ],
  },
};
