import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isFileKey, type FileConditions, type FileStore, FileStoreUnavailableError, isNotModified, type StoredFileInfo } from './file-store.js';
import { storageErrors } from './storage.errors.js';
import { PICTURE_CACHE_CONTROL } from './storage.service.js';

/** One strong entity tag, as a browser sends back what it was given: the store can check that one itself. */
const ONE_STRONG_TAG = /^"[^",]*"$/;

/** What may follow /uploads/: lower-case folders and a file name with an extension, nothing that could climb out. */
const UPLOAD_PATH = /^\/(?:[a-z0-9-]+\/)+[a-z0-9-]+\.[a-z0-9]+$/;

function conditionsOf(request: Request): FileConditions | undefined {
  const ifNoneMatch = request.get('If-None-Match');
  if (ifNoneMatch !== undefined) return { ifNoneMatch };
  const since = request.get('If-Modified-Since');
  const ifModifiedSince = since === undefined ? undefined : new Date(since);
  return ifModifiedSince === undefined || Number.isNaN(ifModifiedSince.getTime()) ? undefined : { ifModifiedSince };
}

function describe(response: Response, info: Pick<StoredFileInfo, 'etag' | 'lastModified'> | { etag: string | undefined }): void {
  response.setHeader('Cache-Control', PICTURE_CACHE_CONTROL);
  if (info.etag) response.setHeader('ETag', info.etag);
  if ('lastModified' in info) response.setHeader('Last-Modified', info.lastModified.toUTCString());
}

/**
 * Serves /uploads/<folder>/<name>.<ext> from a FileStore (mounted at /uploads): what the app uses when the files are
 * in an object store, so the urls in the database and the API stay the same whichever store keeps them. GET streams
 * the file with its ETag, Last-Modified and a year's immutable Cache-Control (names are never reused for other
 * content); a conditional GET is passed on to the store, which answers 304 without sending the file; HEAD asks only
 * for what the store knows. A path outside the pattern or a missing file goes on to the app's 404, as Express's
 * static serving does on disk; a store that does not answer is a 502 STORAGE_UNAVAILABLE.
 */
export function serveStoredUploads(files: FileStore): RequestHandler {
  const logger = new Logger('Uploads');
  const fail = (next: NextFunction, error: unknown) => {
    if (error instanceof FileStoreUnavailableError) {
      logger.error(error.message);
      next(storageErrors.unavailable());
    } else next(error);
  };

  /** GET: the file streamed, unless the store says the client's copy is current (or it has none). */
  const send = async (key: string, conditions: FileConditions | undefined, request: Request, response: Response, next: NextFunction) => {
    const opened = await files.open(key, conditions);
    if (opened.status === 'missing') {
      next();
      return;
    }
    if (opened.status === 'not-modified') {
      // A store that does not repeat the tag on its 304: the one the client sent matched.
      describe(response, { etag: opened.etag ?? conditions?.ifNoneMatch?.trim() });
      response.status(304).end();
      return;
    }
    describe(response, opened.info);
    response.setHeader('Content-Type', opened.info.contentType);
    response.setHeader('Content-Length', String(opened.info.size));
    response.status(200);
    try {
      // Ends the store's stream when the client goes away, and the answer when the store's stream fails.
      await pipeline(opened.body, response);
    } catch (error) {
      if (!request.destroyed) logger.warn(`GET ${request.originalUrl}: the store's stream failed (${error instanceof Error ? error.message : String(error)})`);
      response.destroy();
    }
  };

  /** HEAD, and a GET whose If-None-Match the store cannot judge: what the store knows, compared here. */
  const describeOrSend = async (key: string, conditions: FileConditions | undefined, request: Request, response: Response, next: NextFunction) => {
    const info = await files.head(key);
    if (info === undefined) {
      next();
      return;
    }
    if (isNotModified(conditions, info)) {
      describe(response, info);
      response.status(304).end();
      return;
    }
    if (request.method === 'GET') {
      await send(key, undefined, request, response, next);
      return;
    }
    describe(response, info);
    response.setHeader('Content-Type', info.contentType);
    response.setHeader('Content-Length', String(info.size));
    response.status(200).end();
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !UPLOAD_PATH.test(request.path) || !isFileKey(`uploads${request.path}`)) {
      next();
      return;
    }
    const key = `uploads${request.path}`;
    const conditions = conditionsOf(request);
    // A list of tags, a weak one or '*' (a proxy's doing) is compared here: stores compare one strong tag only.
    const judgedHere = request.method === 'HEAD' || (conditions?.ifNoneMatch !== undefined && !ONE_STRONG_TAG.test(conditions.ifNoneMatch.trim()));
    (judgedHere ? describeOrSend : send)(key, conditions, request, response, next).catch((error: unknown) => fail(next, error));
  };
}
