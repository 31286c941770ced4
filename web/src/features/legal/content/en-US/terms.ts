import { SUPPORT_CONTACT } from '../../../../config/support';
import type { LegalDocument } from '../legal-document';

const { email, phone } = SUPPORT_CONTACT;

export const terms: LegalDocument = {
  title: 'Terms of use',
  updatedLabel: 'Last updated:',
  intro: [
    'These terms govern the use of Chegada by hosts, their teams and guests. By creating an account or filling in a check-in form, you state that you have read and agree to them and to our Privacy policy.',
  ],
  sections: [
    {
      title: '1. The service',
      body: [
        'Chegada is an online check-in platform for vacation rentals in Brazil. The host registers properties and bookings and sends each guest a link; the guest fills in their details, the stay details and those of their companions, sends a document and a selfie and, when required, the proof of a deposit paid by pix; the host reviews and approves, and the platform releases access and informs the front desk.',
      ],
    },
    {
      title: '2. Accounts',
      body: [
        [
          'To create an account you must have full legal capacity and give truthful details of yourself and your company, including its CNPJ.',
          'The account holder may create users for their team and is responsible for what they do on the platform.',
          'Logins and passwords are personal: keep them secret and tell us at once if you suspect misuse.',
        ],
      ],
    },
    {
      title: '3. Host obligations',
      body: [
        "For guests' data, the host is the controller under the LGPD. The host therefore undertakes to:",
        [
          'have a lawful basis for each piece of data requested from guests, and use it only for the stay and the obligations linked to it;',
          "tell guests how their data will be processed, including its sending to the condominium's front desk;",
          'give truthful, up-to-date information about themselves, their properties and their bookings;',
          'send links only to guests of real bookings;',
          "remove documents and selfies when they are no longer needed, and meet data subjects' requests;",
          'comply with the laws on short-term rentals and with the condominium rules.',
        ],
      ],
    },
    {
      title: '4. Guest links',
      body: [
        'Each check-in link is personal and tied to one booking. The main guest fills in the main link, and each adult companion may fill in their own link, copied by the main guest. Do not publish or share links with third parties. Guests undertake to give truthful details about themselves and the companions they are responsible for.',
      ],
    },
    {
      title: '5. Plans, free trial and payments',
      body: [
        [
          'New accounts get a 30-day free trial, with no charge.',
          'After the trial, use requires a subscription whose monthly price depends on the number of properties, according to the tables published on the plans page.',
          'While a subscription is inactive for lack of payment, access is limited to the subscription page until it is settled.',
          'Price changes are announced at least 30 days in advance and apply from the next billing cycle.',
          "A deposit paid by pix is a matter between host and guest: the money goes straight to the host's pix key, and Chegada neither receives nor holds it.",
        ],
      ],
    },
    {
      title: '6. Acceptable use',
      body: [
        "Chegada may not be used for unlawful purposes, to collect data of people who are not guests, to send offensive or misleading content, to try to access other people's accounts or data, to circumvent security measures or to overload the platform.",
      ],
    },
    {
      title: '7. Intellectual property',
      body: [
        "Chegada's software, brand and content belong to us or our licensors. The data you enter remains yours, or that of the guests it refers to.",
      ],
    },
    {
      title: '8. Availability and limits of liability',
      body: [
        'We work to keep the platform available and secure, but there may be interruptions for maintenance or for causes beyond our control. Facial verification and document checks help hosts identify guests, but the decision to approve a booking and release access is always the host’s.',
        'To the extent the law allows, Chegada is not liable for indirect damages, lost profits or acts of hosts, guests and condominiums, and its total liability is limited to the amount the host paid in the 12 months before the event. Nothing in these terms limits the rights the Brazilian Consumer Protection Code gives to consumers.',
      ],
    },
    {
      title: '9. Termination',
      body: [
        'Hosts may cancel their account at any time. We may suspend or close accounts that breach these terms or the law, with prior notice whenever possible. After closure, data is kept and then deleted as the Privacy policy describes.',
      ],
    },
    {
      title: '10. Changes to these terms',
      body: [
        'We may update these terms. Significant changes will be announced by e-mail in advance; continuing to use the platform afterwards means accepting the new version.',
      ],
    },
    {
      title: '11. Governing law',
      body: [
        "These terms are governed by the laws of the Federative Republic of Brazil. Disputes go to the courts of the consumer's domicile where the Consumer Protection Code applies, and otherwise to the courts of the host's domicile.",
      ],
    },
    {
      title: '12. Contact',
      body: [`Questions about these terms: ${email} or ${phone}.`],
    },
  ],
};
