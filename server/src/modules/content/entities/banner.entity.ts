import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The banner categories the storefront shows (spec 3), spelling kept. */
export const BANNER_CATEGORIES = ['Home Page', 'fastivle', 'Evil Eye Elegance', "Baby's Evil Eye Charms"] as const;
export type BannerCategory = (typeof BANNER_CATEGORIES)[number];

/** A wide picture shown in one place of the storefront. */
@Entity({ name: 'banners' })
@Index('idx_banners_category_position', ['category', 'position'])
@Check('chk_banners_category', `"category" IN ('Home Page', 'fastivle', 'Evil Eye Elegance', 'Baby''s Evil Eye Charms')`)
export class Banner {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 40 })
  category: BannerCategory;

  /** URL of the picture as StorageService stores it; `srcsetOf` gives its other widths. */
  @Column({ type: 'text' })
  url: string;

  /** What the picture shows, for its alt text. */
  @Column({ type: 'varchar', length: 200, default: '' })
  alt: string;

  /** Where the banner links to on the storefront; empty for none. */
  @Column({ type: 'varchar', length: 300, default: '' })
  link: string;

  /** Order within its category, smallest first. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
