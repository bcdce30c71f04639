import { applyDecorators, Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/decorators.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { SubscribeNewsletterDto } from './dto/subscribe-newsletter.dto.js';
import { UnsubscribeQueryDto } from './dto/unsubscribe-query.dto.js';
import { NewsletterRateLimitGuard } from './newsletter-rate-limit.guard.js';
import { NewsletterService } from './newsletter.service.js';

const HTML_PAGE = { description: 'A small HTML page saying what happened', content: { 'text/html': { schema: { type: 'string' } } } };

/** The unsubscribe link's answers, as the OpenAPI document says them: a small HTML page for 200, 400 and 404 alike. */
const ApiUnsubscribePages = () => applyDecorators(ApiProduces('text/html'), ...[200, 400, 404].map((status) => ApiResponse({ status, ...HTML_PAGE })));

/** The footer's newsletter box, and the unsubscribe link of every newsletter mail. */
@ApiTags('content')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @UseGuards(NewsletterRateLimitGuard)
  @ApiOperation({
    summary:
      'Subscribe an e-mail: 201 the first time, with a one-time 10% first-purchase coupon mailed to it; 200 when it is already subscribed (no second coupon), or subscribed again after unsubscribing',
    description:
      'Subscribes an e-mail to the newsletter. The first time (201) it also makes a private coupon for that address, ' +
      '10 % off one order, valid 90 days, and mails it with an unsubscribe link; if the mail cannot be sent, nothing ' +
      'is kept. An address already subscribed (any case) gets 200 and nothing new; one that had unsubscribed is ' +
      'subscribed again (200), without a second coupon. Fails: 400 `VALIDATION_FAILED`; 429 `RATE_LIMITED` with ' +
      '`Retry-After` past 10 sign-ups a minute from one IP; 502 `MAIL_NOT_SENT` (try again later).',
  })
  @ApiCreatedResponse({ type: MessageResponseDto, description: 'Subscribed; the coupon mail is sent' })
  @ApiOkResponse({ type: MessageResponseDto, description: 'Already subscribed, or subscribed again; no new coupon' })
  @ApiErrors(400, 429, 502)
  async subscribe(@Body() dto: SubscribeNewsletterDto, @Res({ passthrough: true }) response: Response): Promise<MessageResponseDto> {
    const outcome = await this.newsletter.subscribe(dto.email);
    response.status(outcome.created ? 201 : 200);
    return { message: outcome.message };
  }

  @Get('unsubscribe')
  @ApiUnsubscribePages()
  @ApiOperation({
    summary: "The link in every newsletter mail: unsubscribes its address and answers 'You have been unsubscribed.' (404 page for an unknown link)",
    description:
      'The link in every newsletter mail (`token` from the mail): unsubscribes its address and answers a small HTML ' +
      'page; opening it again answers the same. 400 page when the token is missing, 404 page for a token no address ' +
      'has.',
  })
  unsubscribe(@Query() query: UnsubscribeQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    return this.answer(query, response);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiUnsubscribePages()
  @ApiOperation({
    summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post) on the same link',
    description:
      'What mail programs call for one-click unsubscribe (RFC 8058, List-Unsubscribe-Post) on the same link: ' +
      "unsubscribes the token's address and answers the same HTML pages as GET (200, 400 without token, 404 for an " +
      'unknown token).',
  })
  unsubscribeOneClick(@Query() query: UnsubscribeQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    return this.answer(query, response);
  }

  private async answer(query: UnsubscribeQueryDto, response: Response): Promise<string> {
    const page = await this.newsletter.unsubscribe(query.token);
    response.status(page.status).type('html').setHeader('Cache-Control', 'no-store');
    return page.html;
  }
}
