/** The peer: the floor's read on Express 5, the usual alternative to Fastify. */
import express from 'express';
import pg from 'pg';
import { BASELINE_SCHEMA } from './baseline-data.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();

app.get('/health', (_request, response) => {
  response.json({ status: 'ok' });
});

app.get('/items/:id', async (request, response) => {
  const { rows } = await pool.query({
    name: 'select-item',
    text: `select id, version, name, updated_at from ${BASELINE_SCHEMA}.items where id = $1`,
    values: [Number(request.params.id)],
  });
  if (rows.length === 0) response.status(404).json({ error: 'not found' });
  else response.json(rows[0]);
});

app.listen(Number(process.env.PORT), '127.0.0.1');
