import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Coupon } from '../../coupon/entities/coupon.entity.js';

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** An e-mail address signed up in the footer's newsletter box; it receives one first-purchase coupon. */
@Entity({ name: 'newsletter_subscribers' })
// Unique case-insensitively through an index on lower(email), created by the migration.
@Index('uq_newsletter_subscribers_email', { synchronize: false })
@Index('uq_newsletter_subscribers_token', ['unsubscribeToken'], { unique: true })
@Index('idx_newsletter_subscribers_created', ['createdAt'])
@Check('chk_newsletter_subscribers_status', `"status" IN ('subscribed', 'unsubscribed')`)
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-case. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16, default: 'subscribed' })
  status: SubscriberStatus;

  /** Secret in every mail's unsubscribe link. */
  @Column({ name: 'unsubscribe_token', type: 'varchar', length: 64 })
  unsubscribeToken: string;

  /** The one-time 10 % first-purchase coupon mailed to this address; null until mailed. */
  @Column({ name: 'coupon_id', type: 'uuid', nullable: true })
  couponId: string | null;

  @ManyToOne(() => Coupon, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'coupon_id', foreignKeyConstraintName: 'fk_newsletter_subscribers_coupon' })
  coupon?: Relation<Coupon>;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
