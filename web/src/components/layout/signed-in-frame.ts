// What the header adds for a signed-in user, in a chunk of its own (signed-in-header.tsx).
export { UserMenu } from './UserMenu';
export { navItemsFor } from './signed-in-nav';
