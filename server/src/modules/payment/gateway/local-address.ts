import type { AddressInfo } from 'node:net';
import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/**
 * This process's own HTTP address, for the calls it makes to itself with the sandbox (the SDK to the simulator, the
 * simulator's callback). Not PUBLIC_URL: behind a proxy or in a container PUBLIC_URL is often not reachable from the
 * process itself (docker-compose's http://localhost:8080 is the host's port, not the container's).
 */
@Injectable()
export class LocalAddress {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** e.g. http://127.0.0.1:3000; undefined while the server is not listening. */
  baseUrl(): string | undefined {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as { address?: () => AddressInfo | string | null } | undefined;
    const address = server?.address?.();
    if (!address || typeof address === 'string') return undefined;
    const host =
      address.address === '::' || address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    return `http://${host}:${address.port}`;
  }
}
