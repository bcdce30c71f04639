import type { NextFunction, Request, Response } from 'express';
import { AppError, CommonErrorCode } from '../errors/app-error.js';

/**
 * Levels of objects and lists a request value may have. The deepest body the shop takes (a blog post's sections, an
 * order's shop groups and lines) has 4; a client sending dozens means harm, and recursive code further on (class-
 * transformer, class-validator) overflows its stack on thousands.
 */
export const MAX_INPUT_DEPTH = 32;

/** The field a problem is in, `products[0].size`, from the path of keys that leads to it ('' for the whole value). */
function fieldName(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

function invalid(field: string, message: string): AppError {
  return new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields: [{ field: field || 'body', messages: [message] }] });
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one (String#isWellFormed, ES2024).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with one piece of text, or undefined: PostgreSQL refuses NUL in text, and a lone surrogate is no character at all. */
function textProblem(text: string, field: string): AppError | undefined {
  if (text.includes('\u0000')) return invalid(field, `${field || 'the body'} must not contain the NUL character (\\u0000)`);
  if (LONE_SURROGATE.test(text)) return invalid(field, `${field || 'the body'} must be well-formed Unicode text (it holds a lone surrogate)`);
  return undefined;
}

/**
 * The first reason a parsed request value (a JSON body, a query, a form, a path parameter) cannot be taken, or
 * undefined: nested deeper than MAX_INPUT_DEPTH, or text (a value or a key) holding NUL or a lone surrogate. Walked
 * without recursion, so no depth of input can overflow the stack here.
 */
export function hostileInputProblem(value: unknown, root = ''): AppError | undefined {
  const pending: { value: unknown; field: string; depth: number }[] = [{ value, field: root, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value, item.field);
      if (problem) return problem;
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null || Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH) {
      return invalid(item.field, `${item.field || 'The request'} is nested too deeply: at most ${MAX_INPUT_DEPTH} levels of objects and lists.`);
    }
    if (Array.isArray(item.value)) {
      item.value.forEach((element: unknown, index) => pending.push({ value: element, field: fieldName(item.field, index), depth: item.depth + 1 }));
      continue;
    }
    for (const [key, element] of Object.entries(item.value)) {
      const problem = textProblem(key, fieldName(item.field, key));
      if (problem) return problem;
      pending.push({ value: element, field: fieldName(item.field, key), depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** Throws the 400 for hostileInputProblem. */
export function assertSafeInput(value: unknown, root = ''): void {
  const problem = hostileInputProblem(value, root);
  if (problem) throw problem;
}

// %00 anywhere in the path or the query, or a JSON-escaped one in a query value that is JSON (the console's filter).
const NUL_IN_URL = /%00/i;

/**
 * Refuses, before any route sees them, addresses with a NUL character and JSON bodies that are nested too deeply or
 * hold NUL or broken text (hostileInputProblem): each a 400 in the error shape instead of a 500 from PostgreSQL
 * ("invalid byte sequence for encoding UTF8: 0x00") or a stack overflow. Runs after the JSON parser. Query values,
 * path parameters and multipart forms are checked again by the validation pipe, field by field.
 */
export function rejectHostileInput(request: Request, _response: Response, next: NextFunction): void {
  if (NUL_IN_URL.test(request.originalUrl)) {
    next(invalid('url', 'The address must not contain the NUL character (%00).'));
    return;
  }
  const body: unknown = request.body;
  next(typeof body === 'object' && body !== null && !Buffer.isBuffer(body) ? hostileInputProblem(body) : undefined);
}
