import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Locale } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { uploadFile } from '../../../lib/uploads/upload-file';
import type { SendFile } from '../../../lib/uploads/use-upload-slot';
import { guestFormPath, linkHeaders } from '../api/guest-link-request';
import type { GuestLink } from '../api/guest-form-types';

/**
 * Uploads one file part of the guest form alone (PUT /api/stays/guestForm/:id with only that
 * part), so that a dropped connection costs that file, not the whole form.
 */
export const useSendFile = (link: GuestLink, field: string): SendFile => {
  const dispatch = useDispatch();
  const locale = useSelector(
    (state: { preferences: { locale: Locale } }) => state.preferences.locale,
  );
  return useCallback(
    async (blob, name, onProgress) => {
      const body = new FormData();
      body.append(field, blob, name);
      await uploadFile({
        url: `/api/${guestFormPath(link)}`,
        headers: { ...linkHeaders(link), 'Accept-Language': locale },
        body,
        onProgress,
      });
      dispatch(baseApi.util.invalidateTags([{ type: 'GuestForm', id: link.id }]));
    },
    [dispatch, link, field, locale],
  );
};
