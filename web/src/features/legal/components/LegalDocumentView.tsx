import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Locale } from '@chegada/contracts';
import { SUPPORT_CONTACT } from '../../../config/support';
import {
  LEGAL_VERSIONS,
  type LegalBlock,
  type LegalDocument,
  type LegalKind,
} from '../content/legal-document';

const { email } = SUPPORT_CONTACT;

// The record of processing and the incident plan (/lgpd/…), linked by their words:
// "[record of processing](/lgpd/record-of-processing)".
const DOCUMENT_LINK = /(\[[^\]]+\]\(\/lgpd\/[a-z-]+\))/;
const LINK_PARTS = /^\[([^\]]+)\]\(([^)]+)\)$/;

/** A piece of text with the documents' links made links that read as their words. */
const Linked = ({ text }: { text: string }) => (
  <>
    {text.split(DOCUMENT_LINK).map((part, index) => {
      const [, words, to] = LINK_PARTS.exec(part) ?? [];
      return words && to ? (
        <Link key={index} to={to}>
          {words}
        </Link>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      );
    })}
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

const effectiveDate = (version: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(version));

/** A terms-of-use or privacy text, marked with its own language for screen readers. */
export const LegalDocumentView = ({
  kind,
  document,
  locale,
}: {
  kind: LegalKind;
  document: LegalDocument;
  locale: Locale;
}) => (
  <article lang={locale} aria-labelledby="legal-title">
    <h1 id="legal-title">{document.title}</h1>
    <p className="legal-updated">
      {document.updatedLabel}{' '}
      <time dateTime={LEGAL_VERSIONS[kind]}>{effectiveDate(LEGAL_VERSIONS[kind], locale)}</time>
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
