import { IsOptional, IsString } from 'class-validator';

/** ra-data-simple-rest list parameters, each a JSON string. */
export class ListQueryDto {
  /** e.g. ["name","ASC"] */
  @IsOptional()
  @IsString()
  sort?: string;

  /** e.g. [0,24] */
  @IsOptional()
  @IsString()
  range?: string;

  /** e.g. {"q":"asha"} */
  @IsOptional()
  @IsString()
  filter?: string;
}
