import { SUPPORT_CONTACT } from '../../../config/support';
import { lazyForm } from '../../../components/form/lazy-form';
import { Page } from '../../../components/ui/Page';

const ContactForm = lazyForm(() =>
  import('../forms/ContactForm').then((module) => module.ContactForm),
);

/** /contato: the contact form, and the support address for those who prefer e-mail. */
export const ContactPage = () => (
  <Page
    titleId="route.contact"
    introId="contactPage.intro"
    introValues={{
      email: <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>,
    }}
  >
    <ContactForm />
  </Page>
);
