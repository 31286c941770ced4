export { LivenessHttpController } from './liveness.http.controller';
export { Liveness } from './liveness.service';
export { LivenessSessionsRepository } from './liveness-sessions.repository';
