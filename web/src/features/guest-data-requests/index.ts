// The guest's requests about their personal data (issue 32), reached from their own link.
export { GuestDataRequestsScreen } from './components/GuestDataRequestsScreen';
export { guestDataRequestsPageMessages } from './guest-data-requests.messages';
