import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Locale } from '@chegada/contracts';
import { SUPPORT_CONTACT } from '../../../config/support';
import { EFFECTIVE_DATE, type LegalBlock, type LegalDocument } from '../content/legal-document';

const { email } = SUPPORT_CONTACT;

// The record of processing and the incident runbook (/lgpd/…), named by their path in the text.
const DOCUMENT_PATH = /(\/lgpd\/[a-z-]+)/;

/** A piece of text with the documents' paths made links. */
const Linked = ({ text }: { text: string }) => (
  <>
    {text.split(DOCUMENT_PATH).map((part, index) =>
      index % 2 === 1 ? (
        <Link key={index} to={part}>
          {part}
        </Link>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    )}
  </>
);

/**
 * Text with the support address made a mail link, so a data subject can write in one tap, and
 * the paths of the data-protection documents made links.
 */
const Text = ({ text }: { text: string }) => (
  <>
    {text.split(email).map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? <a href={`mailto:${email}`}>{email}</a> : null}
        <Linked text={part} />
      </Fragment>
    ))}
  </>
);

const Block = ({ block }: { block: LegalBlock }) =>
  typeof block === 'string' ? (
    <p>
      <Text text={block} />
    </p>
  ) : (
    <ul>
      {block.map((item) => (
        <li key={item}>
          <Text text={item} />
        </li>
      ))}
    </ul>
  );

const effectiveDate = (locale: Locale): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(EFFECTIVE_DATE),
  );

/** A terms-of-use or privacy text, marked with its own language for screen readers. */
export const LegalDocumentView = ({
  document,
  locale,
}: {
  document: LegalDocument;
  locale: Locale;
}) => (
  <article lang={locale} aria-labelledby="legal-title">
    <h1 id="legal-title">{document.title}</h1>
    <p className="legal-updated">
      {document.updatedLabel} <time dateTime={EFFECTIVE_DATE}>{effectiveDate(locale)}</time>
    </p>
    {document.intro.map((paragraph) => (
      <p key={paragraph}>
        <Text text={paragraph} />
      </p>
    ))}
    {document.sections.map((section) => (
      <section key={section.title}>
        <h2>{section.title}</h2>
        {section.body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </section>
    ))}
  </article>
);
