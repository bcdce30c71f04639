import { Injectable } from '@nestjs/common';
import { BannerRepository } from './banner.repository.js';
import { type BannersResponseDto, toBannerDto } from './dto/banner.response.dto.js';
import type { BannerCategory } from './entities/banner.entity.js';

/** The storefront's wide pictures, by category. */
@Injectable()
export class BannerService {
  constructor(private readonly banners: BannerRepository) {}

  /** Every banner (or those of one category) by category in spec order, then position, then age. */
  async listPublic(category?: BannerCategory): Promise<BannersResponseDto> {
    return { bannerData: (await this.banners.listPublic(category)).map(toBannerDto) };
  }
}
