import { request } from 'node:http';
import { ENDPOINTS } from '@contract/endpoints.ts';

// The other side of bench/event-streams.ts, in its own process so its sockets and buffers are
// not counted in the server's memory: opens one event stream per cookie it is sent, tells the
// parent when all are open, and reports each `changed` event the moment it arrives (by user).

interface Open {
  url: string;
  streams: Array<{ user: number; cookie: string }>;
}

function openStream(url: string, user: number, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${ENDPOINTS.events.stream.path}`, {
      agent: false,
      headers: { cookie, accept: 'text/event-stream' },
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${user}: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: changed')) process.send!({ event: user });
        }
      });
      resolve();
    });
    req.on('error', reject);
    req.end();
  });
}

process.on('message', (message: Open) => {
  void (async () => {
    // A few hundred at a time, as tabs would arrive, not 2,000 handshakes in one tick.
    for (let i = 0; i < message.streams.length; i += 200) {
      await Promise.all(
        message.streams.slice(i, i + 200).map((s) => openStream(message.url, s.user, s.cookie)),
      );
    }
    process.send!({ opened: message.streams.length });
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
