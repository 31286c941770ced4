export { IdentityChecksHttpController } from './identity-checks.http.controller';
export { IdentityChecks } from './identity-checks.service';
