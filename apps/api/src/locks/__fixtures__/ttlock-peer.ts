import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalPeer } from '@chegada/testing';
import { md5 } from '../ttlock.client';

/** A passcode as the peer keeps it on a lock. */
export type PeerCode = {
  keyboardPwdId: number;
  keyboardPwd: string;
  name: string;
  startDate: number;
  endDate: number;
};

type PeerLock = {
  lockId: number;
  alias: string;
  hasGateway: boolean;
  online: boolean;
  codes: PeerCode[];
};

export const PEER_APP = { clientId: 'peer-client', clientSecret: 'peer-secret' };

/** The settings that point the API at a started peer, as its TTLock application. */
export const peerSettings = (peer: { url: string }) => ({
  TTLOCK_API_URL: peer.url,
  TTLOCK_CLIENT_ID: PEER_APP.clientId,
  TTLOCK_CLIENT_SECRET: PEER_APP.clientSecret,
});
const MAX_CODES = 250;
const DATE_SKEW_MS = 5 * 60_000;

type Form = Record<string, string>;
type Answer = { status?: number; body: Record<string, unknown> };
const error = (errcode: number, errmsg: string): Answer => ({ body: { errcode, errmsg } });

/**
 * A local TTLock Open API: form-urlencoded POSTs checked for clientId, accessToken and a
 * `date` within ±5 minutes; one user account and its locks, each keeping its codes (at most
 * 250: the 251st is -3009). Tests switch a lock offline, expire tokens and read what arrived.
 */
export class TTLockPeer extends LocalPeer {
  readonly requests: { path: string; form: Form }[] = [];
  private readonly locks = new Map<number, PeerLock>();
  private readonly accessTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  private nextPwdId = 1;

  constructor(
    private readonly username: string,
    private readonly password: string,
  ) {
    super();
  }

  addLock(lockId: number, alias: string, hasGateway = true): void {
    this.locks.set(lockId, { lockId, alias, hasGateway, online: true, codes: [] });
  }

  setOnline(lockId: number, online: boolean): void {
    this.lock(lockId).online = online;
  }

  codes(lockId: number): PeerCode[] {
    return [...this.lock(lockId).codes];
  }

  /** Codes someone else put on the lock (the TTLock app, earlier guests). */
  fill(lockId: number, count: number): void {
    for (let index = 0; index < count; index += 1)
      this.lock(lockId).codes.push({
        keyboardPwdId: this.nextPwdId++,
        keyboardPwd: String(10_000_000 + index),
        name: 'other',
        startDate: 0,
        endDate: 0,
      });
  }

  /** Every access token stops working (10004) until refreshed. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  private lock(lockId: number): PeerLock {
    const lock = this.locks.get(lockId);
    if (!lock) throw new Error(`No lock ${lockId} on the peer`);
    return lock;
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://peer').pathname;
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    this.requests.push({ path, form });
    const answer =
      request.method !== 'POST' ||
      request.headers['content-type'] !== 'application/x-www-form-urlencoded'
        ? { status: 400, body: { errcode: 1, errmsg: 'form-urlencoded POST expected' } }
        : this.route(path, form);
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  private route(path: string, form: Form): Answer {
    if (path === '/oauth2/token') return this.token(form);
    if (form.clientId !== PEER_APP.clientId) return error(10001, 'invalid client');
    if (!form.accessToken || !this.accessTokens.has(form.accessToken))
      return error(10004, 'invalid grant');
    if (Math.abs(Number(form.date) - Date.now()) > DATE_SKEW_MS)
      return error(80000, 'date must be current time, in 5 minutes');
    switch (path) {
      case '/v3/lock/list':
        return this.list();
      case '/v3/keyboardPwd/add':
        return this.onLock(form, (lock) => this.add(lock, form));
      case '/v3/keyboardPwd/change':
        return this.onLock(form, (lock) => this.change(lock, form));
      case '/v3/keyboardPwd/delete':
        return this.onLock(form, (lock) => this.remove(lock, form));
      default:
        return { status: 404, body: { errcode: 404, errmsg: 'no such API' } };
    }
  }

  private token(form: Form): Answer {
    if (form.clientId !== PEER_APP.clientId || form.clientSecret !== PEER_APP.clientSecret)
      return error(10001, 'invalid client');
    const refreshing = form.grant_type === 'refresh_token';
    if (
      refreshing
        ? !this.refreshTokens.has(form.refresh_token ?? '')
        : form.username !== this.username || form.password !== md5(this.password)
    )
      return error(10007, 'invalid account or invalid password');
    const [accessToken, refreshToken] = [randomUUID(), randomUUID()];
    this.accessTokens.add(accessToken);
    this.refreshTokens.add(refreshToken);
    return {
      body: {
        access_token: accessToken,
        refresh_token: refreshToken,
        uid: 42,
        expires_in: 7_776_000,
      },
    };
  }

  private list(): Answer {
    const list = [...this.locks.values()].map((lock) => ({
      lockId: lock.lockId,
      lockAlias: lock.alias,
      hasGateway: lock.hasGateway ? 1 : 0,
      electricQuantity: 87,
    }));
    return { body: { list, pageNo: 1, pageSize: 100, pages: 1, total: list.length } };
  }

  private onLock(form: Form, act: (lock: PeerLock) => Answer): Answer {
    const lock = this.locks.get(Number(form.lockId));
    if (!lock) return error(-1003, 'lock does not exist');
    if (!lock.hasGateway) return error(-2012, 'the lock is not connected to any gateway');
    if (!lock.online) return error(-3036, 'the lock is offline');
    return act(lock);
  }

  private add(lock: PeerLock, form: Form): Answer {
    const code = form.keyboardPwd ?? '';
    if (form.keyboardPwdType !== '3' || form.addType !== '2' || !/^\d{4,9}$/.test(code))
      return error(-1, 'invalid parameters');
    if (lock.codes.some((existing) => existing.keyboardPwd === code))
      return error(-3007, 'the passcode already exists');
    if (lock.codes.length >= MAX_CODES) return error(-3009, 'too many passcodes');
    const keyboardPwdId = this.nextPwdId++;
    lock.codes.push({
      keyboardPwdId,
      keyboardPwd: code,
      name: form.keyboardPwdName ?? '',
      startDate: Number(form.startDate),
      endDate: Number(form.endDate),
    });
    return { body: { keyboardPwdId } };
  }

  private change(lock: PeerLock, form: Form): Answer {
    const code = lock.codes.find(
      (existing) => existing.keyboardPwdId === Number(form.keyboardPwdId),
    );
    if (!code || form.changeType !== '2') return error(-1, 'invalid parameters');
    code.startDate = Number(form.startDate);
    code.endDate = Number(form.endDate);
    return { body: { errcode: 0, errmsg: 'none error message' } };
  }

  private remove(lock: PeerLock, form: Form): Answer {
    const before = lock.codes.length;
    lock.codes = lock.codes.filter((code) => code.keyboardPwdId !== Number(form.keyboardPwdId));
    if (lock.codes.length === before || form.deleteType !== '2')
      return error(-1, 'invalid parameters');
    return { body: { errcode: 0, errmsg: 'none error message' } };
  }
}
