/** The yardstick: a bare node:http server answering every request with one small HTML file held in memory. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const html = readFileSync(new URL('./baseline.html', import.meta.url));

createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.byteLength });
  res.end(html);
}).listen(port, '127.0.0.1');
