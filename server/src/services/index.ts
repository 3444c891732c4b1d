import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Geocoder } from '../reference/gazetteer';
import type { Lifecycle } from './lifecycle';
import type { Mailer } from './mail';
import type { Storage } from './storage';

/** What every handler may use; tests build the same thing around a throw-away database. */
export type Services = {
  db: Database;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  geocoder: Geocoder;
  log: FastifyBaseLogger;
  /** Whether the server is stopping: what /api/health/ready reports. */
  lifecycle: Lifecycle;
};
