import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

/** An error answer of the simulator, in PhonePe's shape ({ code, message }) so the SDK reads it as it reads PhonePe's. */
export class SandboxGatewayError extends Error {
  override name = 'SandboxGatewayError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const sandboxErrors = {
  badRequest: (message: string) => new SandboxGatewayError(400, 'BAD_REQUEST', message),
  unauthorized: () => new SandboxGatewayError(401, 'UNAUTHORIZED', 'Invalid or expired O-Bearer token.'),
  invalidClient: () => new SandboxGatewayError(401, 'INVALID_CLIENT', 'Client authentication failed.'),
  orderNotFound: () => new SandboxGatewayError(404, 'ORDER_NOT_FOUND', 'No order with this merchantOrderId.'),
  refundNotFound: () => new SandboxGatewayError(404, 'REFUND_NOT_FOUND', 'No refund with this merchantRefundId.'),
  notRefundable: (message: string) => new SandboxGatewayError(400, 'BAD_REQUEST', message),
  duplicateRefund: () => new SandboxGatewayError(409, 'DUPLICATE_REFUND', 'A refund with this merchantRefundId already exists.'),
  duplicateOrder: () => new SandboxGatewayError(409, 'DUPLICATE_ORDER', 'An order with this merchantOrderId already exists.'),
};

/** Answers the simulator's API errors as PhonePe does; anything else goes on to the app's filter. */
@Catch(SandboxGatewayError)
export class SandboxGatewayErrorFilter implements ExceptionFilter {
  catch(error: SandboxGatewayError, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    response.status(error.status).json({ success: false, code: error.code, message: error.message });
  }
}
