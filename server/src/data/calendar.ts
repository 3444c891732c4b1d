// Calendar events, as they leave the server.
import type { events } from '../db/schema';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];
export const eventOf = (row: typeof events.$inferSelect): Schemas['Event'] => ({
  _id: row.id,
  name: row.name,
  eventType: row.eventType,
  startDate: row.startDate,
  endDate: row.endDate,
});
