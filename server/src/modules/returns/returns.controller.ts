import { tmpdir } from 'node:os';
import { pipeline } from 'node:stream/promises';
import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { CreateMissingItemClaimDto, CreateReturnDto } from './dto/create-return.dto.js';
import { ReturnEligibilityDto } from './dto/return-eligibility.response.dto.js';
import { UploadReturnMediaDto } from './dto/return-media.dto.js';
import { toReturnDto, toReturnMediaDto } from './dto/return.mapper.js';
import { ReturnPolicyDto } from './dto/return-policy.response.dto.js';
import { ReturnDto, ReturnMediaDto } from './dto/return.response.dto.js';
import { MAX_VIDEO_BYTES } from './return.policy.js';
import { MediaUploadErrorsInterceptor } from './media-upload.js';
import { ReturnsService, type UploadedMediaFile } from './returns.service.js';

/** The refund policy, and a customer's returns and missing-item claims of their own orders. */
@ApiTags('returns')
@Controller()
export class ReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  @Public()
  @Get('returns/policy')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'The refund policy’s numbers',
    description: 'The return window, missing-item window, refund timing, non-returnable kinds and reasons the rules apply; the refund policy page shows these.',
  })
  @ApiOkResponse({ type: ReturnPolicyDto })
  policy(): ReturnPolicyDto {
    return this.returns.policy();
  }

  @Get('order/:orderId/returns/eligibility')
  @ApiOperation({
    summary: 'What of your delivered order may be returned or reported missing',
    description:
      'Per line: pieces that may still be returned, or why not ("Gold coins cannot be returned", "Overseas orders cannot be returned", ' +
      '"The 7-day return window closed on 4 Dec"), and pieces that may be reported missing (within 48 hours of delivery). 404 for an order not yours.',
  })
  @ApiOkResponse({ type: ReturnEligibilityDto })
  @ApiErrors(400, 401, 404)
  eligibility(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string): Promise<ReturnEligibilityDto> {
    return this.returns.eligibility(caller, orderId);
  }

  @Get('order/:orderId/returns')
  @ApiOperation({
    summary: 'Your order’s returns and missing-item claims',
    description: 'Oldest first, each with its state (requested, approved with the pickup, rejected with the reason, received, refunding, refunded with date and reference) and amount.',
  })
  @ApiOkResponse({ type: [ReturnDto] })
  @ApiErrors(400, 401, 404)
  async list(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string): Promise<ReturnDto[]> {
    return (await this.returns.ofOwnOrder(caller, orderId)).map(toReturnDto);
  }

  @Post('order/:orderId/returns')
  @ApiOperation({
    summary: 'Return pieces of your delivered order',
    description:
      'Lines and quantities (at most what was delivered less what is already in a return), a reason from the policy’s list, an optional ' +
      'comment and photos (uploaded first with POST /api/returns/media). A cash-on-delivery order needs refundTo (a UPI ID, or a bank ' +
      'account: holder, 9–18 digit number, IFSC). 409 RETURN_NOT_ALLOWED with the reason when the order or a piece cannot be returned, ' +
      'RETURN_TOO_MANY_PIECES over the quantity; 404 for an order not yours.',
  })
  @ApiCreatedResponse({ type: ReturnDto })
  @ApiErrors(400, 401, 404, 409)
  async create(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string, @Body() dto: CreateReturnDto): Promise<ReturnDto> {
    return toReturnDto(await this.returns.create(caller, orderId, dto));
  }

  @Post('order/:orderId/missing-item-claims')
  @ApiOperation({
    summary: 'Report pieces missing from your delivered parcel',
    description:
      'Within 48 hours of delivery, with the unboxing video (uploaded first with POST /api/returns/media; mp4 or webm). Lines and ' +
      'quantities as a return’s; refundTo for a cash-on-delivery order. Staff review it: approved claims are refunded, with no pickup.',
  })
  @ApiCreatedResponse({ type: ReturnDto })
  @ApiErrors(400, 401, 404, 409)
  async claim(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string, @Body() dto: CreateMissingItemClaimDto): Promise<ReturnDto> {
    return toReturnDto(await this.returns.claimMissing(caller, orderId, dto));
  }

  @Post('returns/:id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw your return or claim', description: 'Only while staff have not answered it (requested); 409 otherwise, 404 for one not yours.' })
  @ApiOkResponse({ type: ReturnDto })
  @ApiErrors(400, 401, 404, 409)
  async cancel(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string): Promise<ReturnDto> {
    return toReturnDto(await this.returns.cancel(caller, id));
  }

  @Post('returns/media')
  @UseInterceptors(
    MediaUploadErrorsInterceptor,
    FileInterceptor('file', { dest: tmpdir(), limits: { fileSize: MAX_VIDEO_BYTES + 1, files: 1, fields: 0 } }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadReturnMediaDto })
  @ApiOperation({
    summary: 'Upload a photo or an unboxing video for a return',
    description:
      'Multipart field `file`. Its type is told by its bytes: a photo (JPEG, PNG, WebP, GIF, AVIF, at most 5 MB) is re-encoded as WebP; a ' +
      'video must be MP4 or WebM, at most 50 MB. Kept privately: only you and staff can fetch its url. Name its id in a return (photoIds) ' +
      'or a claim (videoId) within a day; unused uploads are then removed. 400 UPLOAD_NOT_VIDEO for another type, UPLOAD_TOO_LARGE.',
  })
  @ApiCreatedResponse({ type: ReturnMediaDto })
  @ApiErrors(400, 401)
  async upload(@CurrentUser() caller: AuthUser, @UploadedFile() file: UploadedMediaFile | undefined): Promise<ReturnMediaDto> {
    return toReturnMediaDto(await this.returns.upload(caller, file));
  }

  @Get('returns/media/:id')
  @ApiProduces('image/webp', 'video/mp4', 'video/webm')
  @ApiOperation({
    summary: 'A return’s photo or video',
    description: 'To the customer who uploaded it and to admins only (404 to anyone else), with its sniffed type, nosniff, private caching and byte ranges (206).',
  })
  @ApiOkResponse({ description: 'The bytes.', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 401, 404, 502)
  async media(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const media = await this.returns.openMedia(caller, id);
    const range = parseRange(request.headers.range, media.size);
    const describe = () => {
      response.setHeader('Content-Type', media.contentType);
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.setHeader('Cache-Control', 'private, no-store');
      response.setHeader('Content-Disposition', 'inline');
      response.setHeader('Accept-Ranges', 'bytes');
    };
    if (range === 'unsatisfiable') {
      describe();
      response.status(416).setHeader('Content-Range', `bytes */${media.size}`);
      response.end();
      return;
    }
    // Opened before any header is set: a file gone meanwhile, or a store that does not answer, is an error answer of its own.
    const stream = await this.returns.readMedia(media.key, range ?? undefined);
    describe();
    if (range) {
      response.status(206);
      response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${media.size}`);
      response.setHeader('Content-Length', String(range.end - range.start + 1));
    } else {
      response.status(200);
      response.setHeader('Content-Length', String(media.size));
    }
    try {
      // Ends the store's stream when the client goes away, and the answer when the store's stream fails.
      await pipeline(stream, response);
    } catch {
      response.destroy();
    }
  }
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; several ranges, or none, answer the whole file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
