import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';

/**
 * A picture staff uploaded, and who uploaded it: a seller may show only their own uploads (pictures.service.ts). The
 * key is what the picture's files share, `/uploads/<folder>/<name>` (each width adds `-<width>.webp`).
 */
@Entity({ name: 'uploads' })
@Index('idx_uploads_uploader', ['uploaderId'])
export class Upload {
  @PrimaryColumn({ type: 'text' })
  key: string;

  /** The folder under /uploads/, which says what the picture was uploaded for: products, gifts, blogs, banners, categories. */
  @Column({ type: 'varchar', length: 100 })
  folder: string;

  /** The staff account that uploaded it; null once that account is deleted (or for pictures the shop made itself). */
  @Column({ name: 'uploader_id', type: 'uuid', nullable: true })
  uploaderId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploader_id', foreignKeyConstraintName: 'fk_uploads_uploader' })
  uploader?: Relation<User>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
