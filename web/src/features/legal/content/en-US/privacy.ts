import { SUPPORT_CONTACT } from '../../../../config/support';
import type { LegalDocument } from '../legal-document';

const { email, phone } = SUPPORT_CONTACT;

export const privacy: LegalDocument = {
  title: 'Privacy policy',
  updatedLabel: 'Last updated:',
  intro: [
    'This policy explains how Chegada, an online check-in platform for vacation-rental hosts in Brazil, processes personal data under the Brazilian General Data Protection Law (LGPD, Law No. 13,709/2018) and the Brazilian Internet Civil Framework (Marco Civil da Internet, Law No. 12,965/2014).',
    'It applies to visitors of the website, to hosts and their teams who use the platform, and to guests who fill in the check-in form through the link they receive from their host.',
  ],
  sections: [
    {
      title: '1. Who processes your data',
      body: [
        "Chegada is the controller of hosts' account data, of website visitors' data and of access logs.",
        "Guests' data is collected on behalf of the host, who decides why and for how long it is used: the host is the controller of that data and Chegada acts as processor, handling it on the host's instructions and under this policy. For platform security and fraud prevention, Chegada also processes some of that data as a controller.",
      ],
    },
    {
      title: '2. What we collect',
      body: [
        [
          "Host account data: name, e-mail, phone, the company's name, CNPJ and website, profile picture, pix key for deposits, team users, subscribed plan and payment history.",
          'Identity data of the guest and companions: name, date of birth, CPF or, for foreigners, passport or RNE, address, phone (WhatsApp) and e-mail.',
          'Images of the identity document (front and back, or a digital document) and a selfie used for facial verification. The selfie and the facial template taken from it are biometric data, which the LGPD classes as sensitive personal data.',
          'Stay details: check-in and check-out dates and times, number of adults and children, vehicles (type, model, colour and plate), pets and the purpose of the visit, which the guest may prefer not to state.',
          'Proofs of deposits paid by pix, when the host requires a deposit.',
          'Access logs: IP address, date and time, browser and device used to access the platform.',
          'What you write to us through the contact and sign-up forms.',
        ],
      ],
    },
    {
      title: '3. Why we use it and on what legal basis',
      body: [
        [
          "Performance of a contract (art. 7, V): creating and keeping the host's account, charging the subscription, carrying out the guest's check-in and releasing access to the property.",
          'Compliance with a legal or regulatory obligation (art. 7, II): the rules that require guests to be registered and identified, such as the guest registration form of Law No. 11,771/2008 where it applies, the keeping of access logs required by the Marco Civil da Internet, and tax obligations.',
          'Legitimate interest (art. 7, IX), always respecting your expectations and rights: telling the condominium front desk who may enter, preventing fraud, keeping the platform secure and answering those who contact us.',
          'Consent (art. 11, I): facial verification with the selfie happens only with the specific and highlighted consent the guest gives in the form itself, which may be revoked at any time. Without it, the host may agree on another way of identification.',
        ],
        'We do not sell personal data and do not use it for advertising.',
      ],
    },
    {
      title: '4. Children and teenagers',
      body: [
        'Data of companions under 18 is provided by the main guest, who must be their parent or legal guardian, and is used only in the best interest of the child or teenager, to identify them during the stay (LGPD art. 14).',
      ],
    },
    {
      title: '5. Who receives it',
      body: [
        [
          'The host and their team users, who receive the form data to approve the booking and release access.',
          "The condominium's front desk, which receives the list of authorised guests (name, document, stay dates and vehicles) when the property is in a condominium.",
          'Processors that provide services to us, under contract and bound to confidentiality: cloud hosting and storage, e-mail delivery and WhatsApp messaging.',
          'Public authorities, when the law or a court order requires it.',
        ],
      ],
    },
    {
      title: '6. International transfers',
      body: [
        'Some processors, such as cloud and e-mail providers and WhatsApp, may store or process data outside Brazil. These transfers follow LGPD art. 33 and rely on standard contractual clauses approved by the ANPD (the Brazilian data protection authority) or other safeguards provided by law.',
      ],
    },
    {
      title: '7. How long we keep it',
      body: [
        [
          'Account and guest data: while the account is active and for up to 5 years after it is cancelled, to meet legal obligations and allow rights to be exercised in legal proceedings. After that it is deleted or anonymised.',
          'Documents and selfies: the host may remove them as soon as they are no longer needed, and we recommend doing so after check-out; in any case they follow the maximum period above.',
          'Access logs: at least 6 months, as art. 15 of the Marco Civil da Internet requires, and no longer than platform security needs.',
        ],
      ],
    },
    {
      title: '8. How we protect it',
      body: [
        "Data travels over encrypted connections and is stored encrypted. Each guest's documents, selfie and other sensitive data are encrypted with a key of their own: when they are deleted we destroy that key (crypto-shredding), which makes backup copies unreadable too. Access is limited to the host's account and the users they authorise, and important actions are logged.",
      ],
    },
    {
      title: '9. Your rights',
      body: [
        'Under LGPD art. 18 you may at any time ask for:',
        [
          'confirmation that we process your data, and access to it;',
          'correction of incomplete, inaccurate or outdated data;',
          'anonymisation, blocking or deletion of data that is unnecessary, excessive or processed unlawfully, and deletion of data processed with your consent;',
          'portability of your data to another provider;',
          'information about whom we share your data with, and about the option of not giving consent and its consequences;',
          'revocation of consent, including consent to facial verification;',
          'objection to processing carried out without consent when it does not comply with the law.',
        ],
      ],
    },
    {
      title: '10. How to exercise your rights',
      body: [
        `Write to our data protection officer (DPO) at ${email}, stating your name and your request. We may ask you to confirm your identity to protect your data. We answer within 15 days, as LGPD art. 19 provides.`,
        'If you are a guest, you may also contact the host directly, as the controller of your data; when a request reaches us we forward it to the host and help them answer it. You also have the right to lodge a complaint with the ANPD.',
      ],
    },
    {
      title: '11. Security incidents',
      body: [
        'If a security incident may bring relevant risk or harm to data subjects, we will notify the ANPD and the people affected within the period the ANPD sets (currently three business days), stating what happened, which data was affected, the risks and the measures taken. When guest data is involved, we will also tell the host.',
      ],
    },
    {
      title: '12. Storage in your browser',
      body: [
        "We keep in your browser's local storage only what the platform needs to work: the session of whoever is logged in and the chosen language. We use no advertising cookies or third-party trackers.",
      ],
    },
    {
      title: '13. Changes to this policy',
      body: [
        'We may update this policy. The date of the last update is shown at the top of the page and, if a change is significant, we will tell hosts by e-mail before it takes effect.',
      ],
    },
    {
      title: '14. Contact',
      body: [`Controller and data protection officer (DPO): Chegada, at ${email} or ${phone}.`],
    },
  ],
};
