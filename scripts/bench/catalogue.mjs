// The benchmark's catalogue: ~12 categories and any number of believable products, generated inside
// PostgreSQL in one INSERT … SELECT over generate_series.

export const CATEGORIES = [
  ['Rings', 'Ring'],
  ['Earrings', 'Earrings'],
  ['Pendants', 'Pendant'],
  ['Necklaces', 'Necklace'],
  ['Bangles', 'Bangle'],
  ['Bracelets', 'Bracelet'],
  ['Anklets', 'Anklet'],
  ['Nose Pins', 'Nose Pin'],
  ['Mangalsutra', 'Mangalsutra'],
  ['Chains', 'Chain'],
  ['Toe Rings', 'Toe Ring'],
  ['Evil Eye', 'Charm'],
];

export const MATERIALS = ['Silver', 'Gold', 'Rose Gold', 'Oxidised', 'Kundan', 'Diamond', 'Pearl', 'Temple', 'Platinum', 'Meenakari', 'Antique Gold', 'Sterling Silver'];
export const MOTIFS = ['Evil Eye', 'Lotus', 'Peacock', 'Heart', 'Floral', 'Solitaire', 'Infinity', 'Crescent Moon', 'Leaf', 'Butterfly', 'Jhumka', 'Polki', 'Filigree', 'Tree of Life', 'Om', 'Mandala', 'Paisley', 'Star'];
const SHOPS = ['Sona Jewellers', 'Marwar Silver House', 'Jaipur Gem Palace', 'Kalyan Classics', 'Noor Jewels', 'Banaras Craft Co', 'Mysore Gold Works', 'Kutch Silversmiths'];
const BRANDS = ['Sona Heritage', 'Marwar', 'Jaipur Gems', 'Kalyan', 'Noor', 'Banarasi', 'Mysore', 'Kutch'];
const CITIES = ['Jaipur', 'Jodhpur', 'Varanasi', 'Mysore', 'Bhuj', 'Kolkata', 'Hyderabad', 'Cuttack'];
const COLORS = ['Gold', 'Silver', 'Rose Gold', 'Oxidised Black'];
const SIZES = ['Free Size', '6', '7', '8', '2.4', '2.6', '2.8', '16 inch', '18 inch'];
const POINTS = ['925 sterling silver', 'Hypoallergenic', 'Nickel free', 'Hand polished', 'BIS hallmarked', 'Anti-tarnish coating', 'Gift box included', 'Adjustable fit'];

export const slug = (name) => name.toLowerCase().replace(/[^a-z0-9']+/g, '-').replace(/^-|-$/g, '');
const literal = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/**
 * Fills an empty, migrated database. Deterministic: product g always gets the same name, price and
 * category, so runs compare. `sql` is a pg Client or Pool. Returns the slugs of every 50th product.
 */
export async function generateCatalogue(sql, count) {
  await sql.query('BEGIN');
  const { rows: categories } = await sql.query(
    `INSERT INTO categories (name, slug, image, position)
     SELECT c.name, c.slug, '/uploads/categories/' || c.slug || '-640.webp', c.position
     FROM unnest($1::text[], $2::text[], $3::int[]) AS c(name, slug, position)
     RETURNING id, name`,
    [CATEGORIES.map(([name]) => name), CATEGORIES.map(([name]) => slug(name)), CATEGORIES.map((_, i) => i + 1)],
  );
  const categoryIds = CATEGORIES.map(([name]) => categories.find((row) => row.name === name).id);
  // The search lexicon's trigger adds a row's name words one row at a time (most of the time 100 000 products take):
  // off for the load, and the words of every name added after it in one statement, as its migration first filled it.
  await sql.query('ALTER TABLE products DISABLE TRIGGER products_search_words');
  // Multiplicative hashes of g pick each attribute, so neighbours differ and the spread is even.
  await sql.query(
    `WITH kinds AS (
       SELECT ord, id, kind FROM unnest($2::uuid[], ${literal(CATEGORIES.map(([, kind]) => kind))}) WITH ORDINALITY AS k(id, kind, ord)
     ), g AS (
       SELECT g, 1 + g % ${CATEGORIES.length} AS cat,
              (${literal(MATERIALS)})[1 + (h / 3) % ${MATERIALS.length}] AS material,
              (${literal(MOTIFS)})[1 + (h / 37) % ${MOTIFS.length}] AS motif,
              1 + (h / 101) % ${SHOPS.length} AS shop,
              (${literal(CITIES)})[1 + (h / 7) % ${CITIES.length}] AS city,
              h
       FROM generate_series(1, $1::int) AS g CROSS JOIN LATERAL (SELECT (g * 2654435761::bigint) % 1000003 AS h) hash
     )
     INSERT INTO products (name, slug, category_id, brand, description, points, gender, price_paise, discount, stock,
                           images, colors, sizes, rating, review_count, shop_name, created_at, updated_at)
     SELECT name, lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g')), k.id,
            (${literal(BRANDS)})[g.shop],
            'Handcrafted ' || lower(g.material) || ' ' || lower(k.kind) || ' with a ' || lower(g.motif) || ' motif, made by artisans in ' || g.city
              || '. Light enough for every day, finished for weddings and festivals. Comes with a certificate of authenticity.',
            ARRAY[(${literal(POINTS)})[1 + g.h % ${POINTS.length}], (${literal(POINTS)})[1 + (g.h + 1 + (g.h / 7) % ${POINTS.length - 1}) % ${POINTS.length}]],
            (ARRAY['female', 'female', 'female', 'female', 'male', 'male', 'kids', 'unisex', 'unisex', 'female'])[1 + g.h % 10],
            (500 + g.h % 50000) * 100,
            (ARRAY[0, 0, 0, 5, 10, 15, 20, 25, 30, 40, 50])[1 + (g.h / 11) % 11],
            CASE WHEN g.g % 17 = 0 THEN 0 ELSE 1 + g.h % 40 END,
            ARRAY['/uploads/products/bench-' || g.g % 40 || '-640.webp', '/uploads/products/bench-' || (g.g + 1) % 40 || '-640.webp'],
            ARRAY[(${literal(COLORS)})[1 + g.h % ${COLORS.length}], (${literal(COLORS)})[1 + (g.h + 1 + (g.h / 5) % ${COLORS.length - 1}) % ${COLORS.length}]],
            ARRAY[(${literal(SIZES)})[1 + g.h % ${SIZES.length}]],
            CASE WHEN g.h % 9 = 0 THEN 0 ELSE round(3 + (g.h % 21) / 10.0, 2) END,
            g.h % 9,
            (${literal(SHOPS)})[g.shop],
            now() - (g.g * interval '7 minutes'),
            now()
     FROM g JOIN kinds k ON k.ord = g.cat
     CROSS JOIN LATERAL (SELECT g.material || ' ' || g.motif || ' ' || k.kind || ' ' || g.g AS name) n`,
    [count, categoryIds],
  );
  await sql.query('ALTER TABLE products ENABLE TRIGGER products_search_words');
  await sql.query(
    `INSERT INTO search_words (word)
     SELECT DISTINCT w FROM products p CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', p.name))) AS w
     WHERE w !~ '[^[:alnum:]]' AND w ~ '[[:alpha:]]'
     ON CONFLICT DO NOTHING`,
  );
  await sql.query('COMMIT');
  await sql.query('ANALYZE categories, products');
  const { rows } = await sql.query(`SELECT slug FROM products ORDER BY created_at DESC, id LIMIT 200 OFFSET 0`);
  const { rows: spread } = await sql.query(`SELECT slug FROM products WHERE (hashtext(slug) & 1023) < 20 ORDER BY slug LIMIT 200`);
  return { slugs: [...new Set([...spread, ...rows.slice(0, 20)].map((row) => row.slug))], categories: CATEGORIES.map(([name]) => slug(name)) };
}
