import express from 'express';
import pg from 'pg';

/**
 * The practical ceiling of this stack: Express + pg answering the library profile read with one SELECT and a JSON
 * body. No auth, no rate limit, no billing, no GraphQL.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = express();
app.get('/v1/photonet/profile', async (req, res) => {
  const { rows } = await pool.query('SELECT * FROM photonet_profiles WHERE username = $1', [String(req.query.q)]);
  if (!rows[0]) {
    res.status(404).json({ error: { code: 'not_found' } });
    return;
  }
  res.json({ data: rows[0] });
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write(`listening on ${process.env.PORT}\n`));
process.once('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
