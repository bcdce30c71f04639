import { IsOptional, IsString } from 'class-validator';

/** ra-data-simple-rest list parameters, each a JSON string. */
export class ListQueryDto {
  /**
   * e.g. ["name","ASC"]: one of the fields the list names, or "id" (the primary key), which every list sorts on and
   * react-admin asks for when a list declares no sort. Left out: the list's own order.
   */
  @IsOptional()
  @IsString()
  sort?: string;

  /** e.g. [0,24]: the first and last index of the page, at most 500 rows. */
  @IsOptional()
  @IsString()
  range?: string;

  /** e.g. {"q":"asha"} */
  @IsOptional()
  @IsString()
  filter?: string;
}
