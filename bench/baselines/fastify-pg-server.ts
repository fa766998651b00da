/**
 * The floor: a minimal hand-written Fastify endpoint per statement shape, on `pg` with named
 * prepared statements and the services' pool size. A service of this stack should beat it.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { BASELINE_SCHEMA } from './baseline-data.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'ok' }));

app.get<{ Params: { id: string } }>('/items/:id', async (request, reply) => {
  const { rows } = await pool.query({
    name: 'select-item',
    text: `select id, version, name, updated_at from ${BASELINE_SCHEMA}.items where id = $1`,
    values: [Number(request.params.id)],
  });
  if (rows.length === 0) return reply.code(404).send({ error: 'not found' });
  return rows[0];
});

app.put<{ Params: { id: string }; Body: { version: number; name: string } }>(
  '/items/:id',
  async (request, reply) => {
    const id = Number(request.params.id);
    const client = await pool.connect();
    try {
      await client.query('begin');
      const updated = await client.query({
        name: 'update-item',
        text: `update ${BASELINE_SCHEMA}.items set name = $3, version = version + 1, updated_at = now()
               where id = $1 and version = $2 returning id, version, name, updated_at`,
        values: [id, request.body.version, request.body.name],
      });
      if (updated.rows.length === 0) {
        await client.query('rollback');
        return reply.code(409).send({ error: 'version conflict' });
      }
      await client.query({
        name: 'insert-outbox',
        text: `insert into ${BASELINE_SCHEMA}.outbox (routing_key, payload) values ($1, $2)`,
        values: ['item.updated', JSON.stringify(updated.rows[0])],
      });
      await client.query('commit');
      return updated.rows[0];
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  },
);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
