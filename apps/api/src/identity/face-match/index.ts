export { FaceMatchEffect } from './face-match.effect';
export { FaceMatch } from './face-match.service';
export { FaceMatchesRepository, type FaceMatchRecord } from './face-matches.repository';
export { faceVerdict, type FaceVerdict } from './face-verdict';
