import { useIntl } from 'react-intl';
import type { Locale } from '@chegada/contracts';
import { hostPages, type HostPages } from '../content/host-pages';
import './retention.css';

/**
 * /lgpd/record-of-processing and /lgpd/incident-runbook (issue 32): what the privacy policy
 * links to, written for a host in the interface's language (what data, why, how long, who
 * receives it; what to do in an incident). The developers' versions stay in docs/.
 */
export const ProcessingDocumentPage = ({ document }: { document: keyof HostPages }) => {
  const intl = useIntl();
  const page = hostPages[intl.locale as Locale][document];
  return (
    <article className="page processing-document" aria-labelledby="processing-title">
      <h1 id="processing-title">{page.title}</h1>
      <p>{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
};
