import { IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PagingQueryDto } from '../../../common/dto/paging-query.dto.js';

const Q_MESSAGE = 'q must be text of at most 100 characters';

class BlogSearchDto {
  /** Words to find in the posts' names and text; half-typed words match ('earr' finds 'earrings'). */
  @IsOptional()
  @IsString({ message: Q_MESSAGE })
  @MaxLength(100, { message: Q_MESSAGE })
  q?: string;
}

/** The blog list: one page, newest first, optionally only the posts matching a search. */
export class GetBlogsQueryDto extends IntersectionType(PagingQueryDto(100, 'Posts per page, 1–100; default 20.'), BlogSearchDto) {}
