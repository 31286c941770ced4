import { Module } from '@nestjs/common';
import { FaceEngine } from './face-engine';

/** Identity checks on our own servers: the face engine (liveness and face match use it). */
@Module({ providers: [FaceEngine], exports: [FaceEngine] })
export class IdentityModule {}
