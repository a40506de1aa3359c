// Entry point of the reference backend: `npm run server` (or `npm start`, which builds first).
import fs from 'node:fs';
import { readConfig } from './config';
import { buildApp } from './app';

const config = readConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const { app } = await buildApp(config);

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
console.info(`Сервер запущен: http://${config.host}:${config.port}`);
