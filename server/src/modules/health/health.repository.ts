import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangeFeed } from '../../database/change-feed.js';
import { queryPrepared } from '../../database/prepared.js';

/** The health check's one question to PostgreSQL. */
@Injectable()
export class HealthRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly feed: ChangeFeed,
  ) {}

  /**
   * Whether the database answers a query now: straight from the pool, a statement planned once per connection (the
   * ORM's query runner cost more than the round trip, on the load balancers' most frequent call).
   */
  async answers(): Promise<boolean> {
    try {
      await queryPrepared(this.dataSource, 'health_select_1', 'SELECT 1');
      return true;
    } catch (error) {
      this.feed.queryFailed(error);
      return false;
    }
  }
}
