import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { AppError } from '../../common/errors/app-error.js';
import type { UploadedImageFile } from './image-upload.js';
import { storageErrors } from './storage.errors.js';
import { pictureKeyOf, StorageService, type StoredImage } from './storage.service.js';
import { UploadsRepository } from './uploads.repository.js';

/** Which pictures a kind of record may show, and how a refusal names them. */
export type PictureRule = {
  /** The folders its pictures are uploaded into, e.g. ['products']. */
  folders: readonly string[];
  /** The field named in a refusal. */
  field: string;
  /** What the pictures must be, e.g. 'pictures uploaded for products (POST /api/admin/products/images)'. */
  uploadedFor: string;
};

const keysOf = (urls: readonly string[]) => [...new Set(urls.map((url) => pictureKeyOf(url)?.key).filter((key) => key !== undefined))];

/**
 * Staff pictures and who may use them. Every upload is recorded with its uploader; a record shows only pictures
 * uploaded for its kind, and a seller's record only the seller's own (admins may use any of the kind: the house's,
 * the demo shop's, a seller's). Files go only when no record of any kind shows them any more, so a picture shown in
 * two places, or borrowed, survives the deletion of either.
 */
@Injectable()
export class PicturesService {
  private readonly logger = new Logger('Pictures');

  constructor(
    private readonly storage: StorageService,
    private readonly uploads: UploadsRepository,
  ) {}

  /** Stores the uploads all or none (StorageService.saveImagesAllOrNone) and records who uploaded them. */
  async upload(
    files: readonly UploadedImageFile[],
    folder: string,
    uploader: AuthUser | null,
    refused?: (fileName: string, cause: AppError) => Error,
  ): Promise<StoredImage[]> {
    const stored = await this.storage.saveImagesAllOrNone(files, folder, refused);
    try {
      await this.uploads.record(keysOf(stored.map((image) => image.url)), folder, uploader?.id ?? null);
    } catch (error) {
      await Promise.allSettled(stored.map((image) => this.storage.deleteImage(image.url)));
      throw error;
    }
    return stored;
  }

  /**
   * Removes pictures just uploaded whose record was not saved after all: their files and their upload rows. Called on
   * the way out of a failure, which is what the caller hears: a file the store would not delete is logged and its
   * upload row kept (nothing shows it, so deleteUnreferenced may take it later).
   */
  async discard(urls: readonly string[]): Promise<void> {
    await this.uploads.forget(keysOf(await this.deleteFiles(urls)));
  }

  /**
   * Refuses (400 naming the first picture) any of `urls` the caller may not show on a record of `rule`'s kind:
   * one not uploaded into its folders, or, for a seller, one neither uploaded by them nor shown by a record of theirs.
   * `kept` are the record's pictures before this save: they may stay whatever they are.
   */
  async assertUsable(urls: readonly string[], caller: AuthUser, rule: PictureRule, kept: readonly string[] = [], manager?: EntityManager): Promise<void> {
    const keptKeys = new Set(keysOf(kept));
    const added = urls.filter((url) => !kept.includes(url) && !keptKeys.has(pictureKeyOf(url)?.key ?? ''));
    const outside = added.find((url) => !rule.folders.includes(pictureKeyOf(url)?.folder ?? ''));
    if (outside !== undefined) throw storageErrors.pictureNotAllowed(rule.field, outside, rule.uploadedFor, false);
    if (caller.role !== 'seller' || added.length === 0) return;
    const owned = await this.uploads.ownedBySeller(keysOf(added), caller.id, rule.folders, manager);
    const foreign = added.find((url) => !owned.has(pictureKeyOf(url)?.key ?? ''));
    if (foreign !== undefined) throw storageErrors.pictureNotAllowed(rule.field, foreign, rule.uploadedFor, true);
  }

  /** Deletes the files (every width) of those pictures no record shows any more, and forgets their uploads. */
  async deleteUnreferenced(urls: readonly string[]): Promise<void> {
    const gone = await this.uploads.unreferenced(keysOf(urls));
    if (gone.length === 0) return;
    // The record's change is committed: a store that fails now leaves files (logged, their upload rows kept), not an error.
    await this.uploads.forget(keysOf(await this.deleteFiles(gone.map((key) => `${key}-640.webp`))));
  }

  /** Deletes the pictures' files; answers the urls whose files are gone, and logs the others. */
  private async deleteFiles(urls: readonly string[]): Promise<string[]> {
    const outcomes = await Promise.allSettled(urls.map((url) => this.storage.deleteImage(url)));
    const failed = urls.filter((_, index) => outcomes[index].status === 'rejected');
    if (failed.length > 0) this.logger.error(`could not delete the files of ${failed.length} pictures (kept in uploads for later): ${failed.slice(0, 5).join(', ')}`);
    return urls.filter((_, index) => outcomes[index].status === 'fulfilled');
  }
}
