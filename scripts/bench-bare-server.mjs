// The reference for the benchmark: a bare Fastify route that returns a constant.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
