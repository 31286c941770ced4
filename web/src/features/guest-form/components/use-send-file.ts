import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Locale } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { forgetUploadId, keepUploadId, readUploadId } from '../../../lib/offline/offline-store';
import { RESUMABLE_FROM_BYTES, sendResumable } from '../../../lib/uploads/resumable-upload';
import { uploadFile } from '../../../lib/uploads/upload-file';
import type { SendFile } from '../../../lib/uploads/use-upload-slot';
import { guestFormPath, linkHeaders } from '../api/guest-link-request';
import type { GuestLink } from '../api/guest-form-types';

/**
 * Uploads one file part of the guest form alone, so that a dropped connection costs that file,
 * not the whole form: a small file as a PUT of /api/stays/guestForm/:id with only that part, a
 * larger one in chunks that resume at the bytes the server holds (issue 17), under the same
 * `storageKey` the file is kept under on this device.
 */
export const useSendFile = (link: GuestLink, field: string, storageKey: string): SendFile => {
  const dispatch = useDispatch();
  const locale = useSelector(
    (state: { preferences: { locale: Locale } }) => state.preferences.locale,
  );
  return useCallback(
    async (blob, name, onProgress) => {
      const url = `/api/${guestFormPath(link)}`;
      const headers = { ...linkHeaders(link), 'Accept-Language': locale };
      if (blob.size >= RESUMABLE_FROM_BYTES) {
        await sendResumable({
          url: `${url}/uploads`,
          headers,
          field,
          blob,
          name,
          onProgress,
          kept: {
            read: () => readUploadId(storageKey),
            keep: (uploadId) => keepUploadId(storageKey, uploadId),
            forget: () => forgetUploadId(storageKey),
          },
        });
      } else {
        const body = new FormData();
        body.append(field, blob, name);
        await uploadFile({ url, headers, body, onProgress });
      }
      dispatch(baseApi.util.invalidateTags([{ type: 'GuestForm', id: link.id }]));
    },
    [dispatch, link, field, locale, storageKey],
  );
};
