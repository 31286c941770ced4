import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import type { baseQuery } from '../../../lib/api/base-query';
import type { CommandAnswer } from './reservation-types';
import { changed, READ_YOUR_WRITES, reservationsApi } from './reservations-api';

/** An action on one reservation; revision, when known, makes a stale page answer 409. */
type Target = { id: string; revision?: number };
const ifMatch = (revision?: number) => ({
  headers:
    revision === undefined
      ? READ_YOUR_WRITES
      : { ...READ_YOUR_WRITES, 'If-Match': `"${revision}"` },
});

/** `"7"` → 7: the ETag a command answers is the reservation's revision after it. */
const revisionOf = (response?: Response): number | undefined => {
  const tag = /^"(\d+)"$/.exec(response?.headers.get('ETag') ?? '')?.[1];
  return tag === undefined ? undefined : Number(tag);
};

/**
 * Puts the command's new revision into the open reservation at once, so the next action sent
 * from the page carries it even before the refetch the tags start has come back (a host
 * approving, then changing the dates, would otherwise meet their own change as a 409).
 */
const takeRevision: TypedMutationOnQueryStarted<
  CommandAnswer,
  Target,
  typeof baseQuery,
  'api'
> = async ({ id }, { dispatch, queryFulfilled }) => {
  const revision = revisionOf((await queryFulfilled.catch(() => undefined))?.meta?.response);
  if (revision === undefined) return;
  dispatch(
    reservationsApi.util.updateQueryData('reservation', id, (draft) => {
      if (draft.revision < revision) draft.revision = revision;
    }),
  );
};

type CommandRequest = { url: string; method: 'POST' | 'PUT'; body?: unknown };

/**
 * A lifecycle command on one reservation: sent with the page's revision (If-Match), it
 * refreshes what it changes (its lock code too: made on approval, moved with the dates, so an
 * extension's answer, which waited for the lock, shows in the lock panel) and keeps the new
 * revision.
 */
const command = <Arg extends Target>(
  request: (arg: Arg) => CommandRequest,
  alsoChanges: 'GuestDocuments'[] = [],
) => ({
  query: (arg: Arg) => ({ ...request(arg), ...ifMatch(arg.revision) }),
  invalidatesTags: (_result: unknown, _error: unknown, { id }: Arg) => [
    ...changed(id),
    ...alsoChanges.map((type) => ({ type, id })),
  ],
  onQueryStarted: takeRevision,
});

/** Every lifecycle command of a reservation (spec §7), as the list and the review page send them. */
export const reservationCommandsApi = reservationsApi.injectEndpoints({
  endpoints: (build) => ({
    approveReservation: build.mutation<CommandAnswer, Target>(
      command(({ id }) => ({
        url: `stays/approve-reservation/${id}`,
        method: 'POST',
        body: { confirm: true },
      })),
    ),
    refuseReservation: build.mutation<CommandAnswer, Target & { refuseMotive: string }>(
      command(({ id, refuseMotive }) => ({
        url: 'stays/refuseForm',
        method: 'PUT',
        body: { id, refuseMotive },
      })),
    ),
    cancelReservation: build.mutation<
      CommandAnswer,
      Target & { cancelMotive: string; userId: string }
    >(
      command(({ id, cancelMotive, userId }) => ({
        url: 'stays/cancelForm',
        method: 'PUT',
        body: { id, cancelMotive, userId },
      })),
    ),
    revertCancellation: build.mutation<CommandAnswer, Target>(
      command(({ id }) => ({
        url: 'stays/revertCancelForm',
        method: 'PUT',
        body: { id, confirm: true },
      })),
    ),
    finishCheckout: build.mutation<CommandAnswer, Target>(
      command(({ id }) => ({
        url: `stays/finish-checkout/${id}`,
        method: 'POST',
        body: { confirm: true },
      })),
    ),
    setFormVisibility: build.mutation<CommandAnswer, Target & { hiddenMotive: string }>(
      command(({ id, hiddenMotive }) => ({
        url: 'stays/setFormVisibility',
        method: 'PUT',
        body: { id, hiddenMotive },
      })),
    ),
    extendCheckout: build.mutation<CommandAnswer, Target & { CheckIn: string; checkout: string }>(
      command(({ id, CheckIn, checkout }) => ({
        url: 'stays/extendCheckoutForm',
        method: 'PUT',
        body: { id, CheckIn, checkout, confirm: true },
      })),
    ),
    updateMaxGuests: build.mutation<CommandAnswer, Target & { maxGuests: number }>(
      command(({ id, maxGuests }) => ({
        url: 'stays/updateMaxGuests',
        method: 'PUT',
        body: { id, maxGuests },
      })),
    ),
    changeResponsibleUser: build.mutation<
      CommandAnswer,
      Target & { responsibleUserId: string; reason: string; isCheckoutResponsibleUser: boolean }
    >(
      command(({ id, revision: _revision, ...body }) => ({
        url: 'stays/reservations/responsible-user',
        method: 'PUT',
        body: { reservationId: id, ...body },
      })),
    ),
    updateDynamicPassword: build.mutation<CommandAnswer, Target & { dynamicPassword: string }>(
      command(({ id, dynamicPassword }) => ({
        url: `stays/update-dynamic-password/${id}`,
        method: 'POST',
        body: { dynamicPassword },
      })),
    ),
    // What the guest sent is gone: the review's documents panel reads it again.
    removeSensitiveData: build.mutation<CommandAnswer, Target>(
      command(
        ({ id }) => ({ url: `stays/remove-sensitive-data/${id}`, method: 'PUT' }),
        ['GuestDocuments'],
      ),
    ),
  }),
});

export const {
  useApproveReservationMutation,
  useRefuseReservationMutation,
  useCancelReservationMutation,
  useRevertCancellationMutation,
  useFinishCheckoutMutation,
  useSetFormVisibilityMutation,
  useExtendCheckoutMutation,
  useUpdateMaxGuestsMutation,
  useChangeResponsibleUserMutation,
  useUpdateDynamicPasswordMutation,
  useRemoveSensitiveDataMutation,
} = reservationCommandsApi;
