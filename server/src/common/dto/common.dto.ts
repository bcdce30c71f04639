/** A plain confirmation. */
export class MessageResponseDto {
  /** A sentence for the shopper, e.g. 'Logged out successfully'. */
  message: string;
}

/** Every error answer of the API. */
export class ErrorResponseDto {
  /** A human sentence saying what went wrong. */
  error: string;
  /** The HTTP status, repeated. */
  statusCode: number;
  /** A stable machine code, e.g. VALIDATION_FAILED or EMAIL_TAKEN. */
  code: string;
}

export class FieldErrorDto {
  field: string;
  messages: string[];
}

/** A 400 for a body, query or path value that failed validation. */
export class ValidationErrorResponseDto extends ErrorResponseDto {
  /** The fields that failed, each with its messages. */
  fields: FieldErrorDto[];
}
