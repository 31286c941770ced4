import type {
  CreditPixPurchaseRequest,
  PixPayment,
  SubscriptionOverview,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
export {
  useCreditsQuery,
  useTransactionsQuery,
  type CreditTransaction,
} from '../../../lib/session/session-api';

/**
 * /u/subscription: the overview, a charge's pix, cancelling, and credits bought by pix. The
 * balance and the statement are the session's queries (re-exported above); buying marks them
 * stale.
 */
export const subscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<SubscriptionOverview, void>({
      query: () => 'billing/subscription',
      providesTags: ['Subscription'],
    }),
    /** The pix of a charge: a fresh QR code and copia e cola each time it is asked. */
    payByPix: build.mutation<PixPayment, string>({
      query: (chargeId) => ({
        url: `billing/charges/${encodeURIComponent(chargeId)}/pix`,
        method: 'POST',
      }),
    }),
    cancelSubscription: build.mutation<SubscriptionOverview, void>({
      query: () => ({ url: 'billing/subscription/cancel', method: 'POST' }),
      // The header's plan and the guard read the session's subscription.
      invalidatesTags: ['Subscription', 'SessionUser'],
    }),
    /** Subscribes again after cancelling: the first charge when the period paid ends. */
    resumeSubscription: build.mutation<SubscriptionOverview, void>({
      query: () => ({ url: 'billing/subscription/resume', method: 'POST' }),
      invalidatesTags: ['Subscription', 'SessionUser'],
    }),
    buyCredits: build.mutation<PixPayment, CreditPixPurchaseRequest>({
      query: (body) => ({ url: 'credits/purchase', method: 'POST', body }),
      // The overview lists the purchase as open until it is paid.
      invalidatesTags: ['Credits', 'Transactions', 'Subscription'],
    }),
    /** Drops an open purchase no longer wanted: its pix takes no payment (at the provider too). */
    cancelCreditPurchase: build.mutation<void, string>({
      query: (chargeId) => ({
        url: `credits/purchases/${encodeURIComponent(chargeId)}/cancel`,
        method: 'POST',
      }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const {
  useGetSubscriptionQuery,
  usePayByPixMutation,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  useBuyCreditsMutation,
  useCancelCreditPurchaseMutation,
} = subscriptionApi;
