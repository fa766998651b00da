/** The ceiling: Node's own HTTP server answering a small JSON body, with nothing in between. */
import { createServer } from 'node:http';

const body = JSON.stringify({ id: 1, name: 'ceiling', status: 'ok' });

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
