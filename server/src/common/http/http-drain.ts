import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type HttpDrain = {
  /**
   * Stops accepting connections, closes the idle ones at once, answers every request still to come on an open one with
   * `Connection: close` and closes each connection as its last answer leaves. Resolves when none is left, or after
   * `timeoutMs` with the connections still busy cut: `cut` counts the requests they were serving.
   */
  drain: (timeoutMs: number) => Promise<{ cut: number }>;
};

/**
 * Keeps count of the server's connections and the requests under way on each, for a stop that lets work finish but
 * serves nothing new: left alone, a keep-alive client goes on sending requests on its open connection long after
 * `server.close()` (Node only closes the connections idle at that moment).
 */
export function trackConnections(server: Server): HttpDrain {
  /** Each open connection with its requests under way. */
  const connections = new Map<Socket, number>();
  let draining = false;
  let settle: (() => void) | undefined;

  const closeWhenIdle = (socket: Socket) => {
    if (!draining || (connections.get(socket) ?? 0) > 0) return;
    // end(): what was written still leaves, then the connection closes.
    socket.end();
    socket.destroySoon();
  };

  server.on('connection', (socket: Socket) => {
    connections.set(socket, 0);
    socket.once('close', () => {
      connections.delete(socket);
      if (draining && connections.size === 0) settle?.();
    });
    if (draining) socket.destroy();
  });
  // First of the request listeners, so that the header is set before anything answers.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    connections.set(socket, (connections.get(socket) ?? 0) + 1);
    if (draining) response.setHeader('Connection', 'close');
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      if (connections.has(socket)) connections.set(socket, Math.max(0, (connections.get(socket) ?? 1) - 1));
      closeWhenIdle(socket);
    };
    response.once('finish', finished);
    response.once('close', finished);
  });

  return {
    drain: (timeoutMs) =>
      new Promise((resolve) => {
        draining = true;
        // At the end of the grace, what is still open is cut.
        const timer = setTimeout(() => {
          let cut = 0;
          for (const [socket, requests] of connections) {
            cut += requests;
            socket.destroy();
          }
          end(cut);
        }, timeoutMs);
        const end = (cut: number) => {
          clearTimeout(timer);
          settle = undefined;
          resolve({ cut });
        };
        settle = () => end(0);
        // Not listening (a stop before the start finished) is fine: there is nothing to stop accepting.
        server.close(() => undefined);
        for (const [socket, requests] of connections) {
          if (requests === 0) closeWhenIdle(socket);
          else {
            // Answers not begun yet say the connection closes after them; those already under way close it when they end.
            const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
            if (response && !response.headersSent) response.setHeader('Connection', 'close');
          }
        }
        if (connections.size === 0) end(0);
      }),
  };
}
