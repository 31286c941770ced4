import { FormattedMessage } from 'react-intl';
import { SUPPORT_CONTACT } from '../../../config/support';
import { lazyForm } from '../../../components/form/lazy-form';

const ContactForm = lazyForm(() =>
  import('../forms/ContactForm').then((module) => module.ContactForm),
);

/** /contato: the contact form, and the support address for those who prefer e-mail. */
export const ContactPage = () => (
  <section className="page">
    <h1>
      <FormattedMessage id="route.contact" />
    </h1>
    <p>
      <FormattedMessage
        id="contactPage.intro"
        values={{
          email: <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>,
        }}
      />
    </p>
    <ContactForm />
  </section>
);
