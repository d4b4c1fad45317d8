import Fastify from 'fastify';

// The ceiling: a bare Fastify route answering a constant JSON, nothing else (no
// logger, no hooks, no database), on the same machine and under the same load as the app.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
