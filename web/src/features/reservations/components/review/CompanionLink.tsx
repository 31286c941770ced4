import { typedPhoneE164 } from '@chegada/domain';
import { CopyButton } from '../../../../components/ui';
import { guestInvite, ownDataMessage } from '../guest-invite';
import { guestLocale, whatsAppLink } from '../guest-link';
import { useReviewFormat } from './use-review-format';

export type CompanionInvite = { language: string | null; property: string };

type Props = {
  link: string;
  name: string;
  phone: string | null;
  invite: CompanionInvite;
  /** Her part is complete: the link is where she sees, corrects or deletes her data. */
  done: boolean;
  /** An adult's link is hers to use for her data rights (issue 32); a minor's, the holder's. */
  adult: boolean;
};

/**
 * A companion's own link for the host to send (issue 27): copied, or by WhatsApp to the phone
 * the companion gave, in the reservation's language: to fill in her part while it is missing,
 * else to see, correct or delete her data there (issue 32), which the card says.
 */
export const CompanionLink = ({ link, name, phone, invite, done, adult }: Props) => {
  const { text } = useReviewFormat();
  const values = { guest: name, property: invite.property, link };
  const locale = guestLocale(invite.language);
  const message = done ? ownDataMessage(locale, values) : guestInvite(locale, values).body;
  const whatsApp = whatsAppLink(
    { guestPhone: phone, guestPhoneE164: typedPhoneE164(phone) },
    message,
  );
  return (
    <>
      {adult ? <p>{text('companionLinkRights', { name })}</p> : null}
      <div className="companion-link">
        <CopyButton text={link} label={text('copyGuestLink', { name })}>
          {text('copyGuestLinkShort')}
        </CopyButton>
        {whatsApp ? (
          <a
            className="ui-button"
            href={whatsApp}
            target="_blank"
            rel="noreferrer"
            aria-label={text('whatsAppGuestLink', { name })}
          >
            {text('whatsAppGuestLinkShort')}
          </a>
        ) : null}
      </div>
    </>
  );
};
