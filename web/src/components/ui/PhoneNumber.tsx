import type { CSSProperties } from 'react';
import { displayPhone, typedPhoneE164 } from '@chegada/domain';

// Inline, not in ui.css: the one rule this needs holds on every page that shows it, the guest's
// pages opened straight from their links included, whatever stylesheets they loaded.
const ONE_LINE: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * A phone number as people write it (displayPhone: "(48) 99999-0000" for a Brazilian one, as
 * stored or typed; walk61 saw "+5511987654321"), kept on one line: at 360 px "+55 48 99999-0000"
 * broke after "+55 48" (issue 32's walks). With `dial`, a link that calls it: its E.164 form
 * (walk62: "21976543210" dialled without +55), or the digits typed when they do not say the
 * country.
 */
export const PhoneNumber = ({ phone, dial = false }: { phone: string; dial?: boolean }) =>
  dial ? (
    <a
      href={`tel:${typedPhoneE164(phone) ?? phone.replace(/[^\d+]/g, '')}`}
      translate="no"
      style={ONE_LINE}
    >
      {displayPhone(phone)}
    </a>
  ) : (
    <span translate="no" style={ONE_LINE}>
      {displayPhone(phone)}
    </span>
  );
