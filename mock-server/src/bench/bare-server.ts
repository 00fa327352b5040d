import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// Baseline for the matchup benchmark: a bare Fastify route answering the very same bytes.
const [file, port] = [process.argv[2], Number(process.argv[3])];
if (!file || !port) throw new Error('usage: bare-server <body.json> <port>');
const body = readFileSync(file);
const app = Fastify();
app.get('/w/api/matchup', (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port, host: '127.0.0.1' });
console.log('ready');
