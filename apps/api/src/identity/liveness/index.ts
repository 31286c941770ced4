export { LivenessModule } from './liveness.module';
