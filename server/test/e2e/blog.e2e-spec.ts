import sharp from 'sharp';
import request from 'supertest';
import { SLUG_MAX, slugOf } from '../../src/common/slug.js';
import { type Account, bearer, createCallers, testAppWith } from '../helpers/accounts.js';
import { insertedId } from '../helpers/database.js';
import { UNKNOWN_ID } from '../helpers/fixtures.js';
import { storedPictures } from '../helpers/stored-pictures.js';
import { drawnPictures } from '../helpers/pictures.js';
import { expectError, expectFieldRefused } from '../helpers/errors.js';

const t = testAppWith(createCallers);
const pictures = drawnPictures([1200, 600, '#6b1d2a'], [800, 800, '#b08d57']);
let seq = 0;

const BLOG_URL = /^\/uploads\/blogs\/[0-9a-f-]+-640\.webp$/;

const { filesOf, allExist, noneExist, filesIn } = storedPictures(() => t);
const storedBlogFiles = () => filesIn('blogs');
const blogCount = async () => (await t.sql.query('SELECT count(*)::int AS n FROM blogs')).rows[0].n as number;

/** A unique title for this file's posts. */
const title = (words = 'Caring for Kundan Jewellery') => `${words} ${++seq}`;

type BlogBody = {
  _id: string;
  name: string;
  slug: string;
  images: string[];
  description: string[];
  additionalDescription: { heading: string; image: string; description: string }[];
  createdAt: string;
};

/** A multipart blog-add: text fields as given, then the files of each field. */
function addMultipart(account: Account | undefined, fields: Record<string, string | string[]>, files: { images?: number; sectionImages?: number } = {}) {
  let call = request(t.http).post('/api/blog-add');
  if (account) call = call.set(...bearer(account));
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) call = call.field(name, item);
  for (let i = 0; i < (files.images ?? 0); i++) call = call.attach('images', pictures.png, `cover-${i}.png`);
  for (let i = 0; i < (files.sectionImages ?? 0); i++) call = call.attach('sectionImages', pictures.jpeg, `section-${i}.jpg`);
  return call;
}

async function uploadImages(account: Account, count: number): Promise<string[]> {
  let call = request(t.http).post('/api/admin/blogs/images').set(...bearer(account));
  for (let i = 0; i < count; i++) call = call.attach('images', pictures.png, `photo-${i}.png`);
  const response = await call.expect(201);
  return (response.body.images as { url: string }[]).map((image) => image.url);
}

async function addJson(account: Account, body: Record<string, unknown>): Promise<BlogBody> {
  const response = await request(t.http).post('/api/blog-add').set(...bearer(account)).send(body).expect(201);
  return response.body.blog as BlogBody;
}

/** A post straight in the database, for reading tests. */
async function insertBlog(name: string, createdAt: Date, description = ['A paragraph about jewellery.'], sections: unknown[] = []): Promise<string> {
  const slug = slugOf(name, SLUG_MAX.blog, 'post');
  return insertedId(
    t.sql,
    'INSERT INTO blogs (name, slug, description, additional_description, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [name, slug, description, JSON.stringify(sections), createdAt],
  );
}

describe('POST /api/blog-add', () => {
  it('publishes a multipart post: pictures stored as WebP, section pictures given in order to the sections without one', async () => {
    const name = title('Temple Jewellery Through the Ages');
    const response = await addMultipart(
      t.seller,
      {
        name: `  ${name}  `,
        description: JSON.stringify(['Temple jewellery began in the courts of South India.', ' It is worn at weddings today. ']),
        additionalDescription: JSON.stringify([
          { heading: 'Lakshmi motifs', description: 'The goddess appears on coins and pendants.', image: '' },
          { heading: 'Care', description: 'Keep it dry and wrapped in cotton.' },
          { heading: 'No picture here', description: 'This section has text only.' },
        ]),
      },
      { images: 2, sectionImages: 2 },
    ).expect(201);

    expect(response.body.message).toBe('Blog published');
    const blog = response.body.blog as BlogBody;
    expect(blog).toEqual({
      _id: expect.any(String),
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      images: [expect.stringMatching(BLOG_URL), expect.stringMatching(BLOG_URL)],
      description: ['Temple jewellery began in the courts of South India.', 'It is worn at weddings today.'],
      additionalDescription: [
        { heading: 'Lakshmi motifs', image: expect.stringMatching(BLOG_URL), description: 'The goddess appears on coins and pendants.' },
        { heading: 'Care', image: expect.stringMatching(BLOG_URL), description: 'Keep it dry and wrapped in cotton.' },
        { heading: 'No picture here', image: '', description: 'This section has text only.' },
      ],
      createdAt: expect.any(String),
    });
    const pictures = [...blog.images, blog.additionalDescription[0].image, blog.additionalDescription[1].image];
    expect(new Set(pictures).size).toBe(4);
    for (const url of pictures) expect(allExist(url)).toBe(true);
    // The second file sent in sectionImages is the second section's picture: it is square, as the JPEG sent.
    const second = await sharp(filesOf(blog.additionalDescription[1].image)[1]).metadata();
    expect({ format: second.format, width: second.width, height: second.height }).toEqual({ format: 'webp', width: 640, height: 640 });
  });

  it('takes the paragraphs as repeated form fields too, and a post without pictures', async () => {
    const blog = (await addMultipart(t.admin, { name: title(), description: ['First paragraph.', 'Second paragraph.'] }).expect(201)).body.blog as BlogBody;
    expect(blog.description).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(blog.images).toEqual([]);
    expect(blog.additionalDescription).toEqual([]);
  });

  it('publishes a JSON post whose pictures were uploaded first, keeping their order', async () => {
    const [cover, inside, section] = await uploadImages(t.admin, 3);
    const blog = await addJson(t.admin, {
      name: title('Polki or Kundan?'),
      description: ['Both use uncut stones.'],
      additionalDescription: [{ heading: 'Polki', description: 'Uncut diamonds in gold.', image: section }],
      images: [cover, inside],
    });
    expect(blog.images).toEqual([cover, inside]);
    expect(blog.additionalDescription).toEqual([{ heading: 'Polki', description: 'Uncut diamonds in gold.', image: section }]);
  });

  it('makes the slug from the name and unique: -2, -3', async () => {
    const name = 'Why We Love Jhumkas';
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) slugs.push((await addJson(t.admin, { name, description: ['Jhumkas swing.'] })).slug);
    expect(slugs).toEqual(['why-we-love-jhumkas', 'why-we-love-jhumkas-2', 'why-we-love-jhumkas-3']);
  });

  it('uses a slug given (spec 3 Blog has one), as JSON and as a form field; a taken one is a 409 keeping no file', async () => {
    const json = await addJson(t.admin, { name: title('Silver Toe Rings'), slug: 'toe-rings-guide', description: ['Worn in pairs.'] });
    expect(json.slug).toBe('toe-rings-guide');
    expect((await request(t.http).get('/api/single-blog/toe-rings-guide').expect(200)).body.blogData._id).toBe(json._id);
    const form = (await addMultipart(t.seller, { name: title('Anklets'), slug: ' anklets-with-bells ', description: 'They chime.' }, { images: 1 }).expect(201)).body
      .blog as BlogBody;
    expect(form.slug).toBe('anklets-with-bells');

    const before = { files: storedBlogFiles(), rows: await blogCount() };
    await expectError(addMultipart(t.admin, { name: title('Anklets again'), slug: 'anklets-with-bells', description: 'Again.' }, { images: 1 }), 409, 'BLOG_SLUG_TAKEN', 'Another blog post already has the slug "anklets-with-bells".');
    expect({ files: storedBlogFiles(), rows: await blogCount() }).toEqual(before);
  });

  it.each([
    ['upper-case letters', 'Toe-Rings'],
    ['spaces', 'toe rings'],
    ['a doubled dash', 'toe--rings'],
    ['an apostrophe', "baby's-charms"],
    ['221 characters', 'a'.repeat(221)],
  ])('refuses a slug with %s, naming the field', async (_label, slug) => {
    const message = 'slug must be lower-case letters and digits joined by single dashes, at most 220 characters, e.g. caring-for-silver';
    const response = await request(t.http).post('/api/blog-add').set(...bearer(t.admin)).send({ name: title(), slug, description: ['x'] }).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', error: message, fields: [{ field: 'slug', messages: [message] }] });
  });

  it('gives two posts of one name published at once two slugs', async () => {
    const name = 'Nose Pins for Every Day';
    const responses = await Promise.all([0, 1].map(() => request(t.http).post('/api/blog-add').set(...bearer(t.admin)).send({ name, description: ['Small and bright.'] })));
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    expect(responses.map((r) => r.body.blog.slug).sort()).toEqual(['nose-pins-for-every-day', 'nose-pins-for-every-day-2']);
  });

  it('answers 401 without a token and 403 with a customer token, keeping nothing', async () => {
    const before = { files: storedBlogFiles(), rows: await blogCount() };
    await addMultipart(undefined, { name: title(), description: 'Text.' }, { images: 1 }).expect(401);
    const forbidden = await addMultipart(t.customer, { name: title(), description: 'Text.' }, { images: 1 }).expect(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    expect({ files: storedBlogFiles(), rows: await blogCount() }).toEqual(before);
  });

  const DESCRIPTION = 'description must be a list of 1 to 50 paragraphs, each 1 to 5000 characters';
  const SECTIONS = 'additionalDescription must be a list of at most 12 sections, each {heading, description, image}';
  const IMAGES = 'images must be a list of at most 6 picture URLs under /uploads/blogs/, as answered by POST /api/admin/blogs/images';
  const section = { heading: 'A heading', description: 'Some text.' };
  it.each([
    ['a name of 2 characters', { name: 'Ab', description: ['x'] }, 'name', 'name must be text of 3 to 200 characters'],
    ['a name of 201 characters', { name: 'a'.repeat(201), description: ['x'] }, 'name', 'name must be text of 3 to 200 characters'],
    ['no paragraph', { name: 'A fine post', description: [] }, 'description', DESCRIPTION],
    ['an empty paragraph', { name: 'A fine post', description: ['  '] }, 'description', DESCRIPTION],
    ['a paragraph of 5001 characters', { name: 'A fine post', description: ['a'.repeat(5001)] }, 'description', DESCRIPTION],
    ['13 sections', { name: 'A fine post', description: ['x'], additionalDescription: Array.from({ length: 13 }, () => section) }, 'additionalDescription', SECTIONS],
    [
      'a section without a heading',
      { name: 'A fine post', description: ['x'], additionalDescription: [{ description: 'text' }] },
      'additionalDescription.0.heading',
      'heading must be text of 1 to 200 characters',
    ],
    [
      'a section picture from another site',
      { name: 'A fine post', description: ['x'], additionalDescription: [{ ...section, image: 'https://elsewhere.example/a.webp' }] },
      'additionalDescription.0.image',
      "image must be a picture URL under /uploads/blogs/, as answered by POST /api/admin/blogs/images, or ''",
    ],
    ['a picture that is not an upload', { name: 'A fine post', description: ['x'], images: ['/uploads/products/a-640.webp'] }, 'images', IMAGES],
  ])('refuses %s, naming the field', async (_label, body, field, message) => {
    const before = await blogCount();
    await expectFieldRefused(request(t.http).post('/api/blog-add').set(...bearer(t.admin)).send(body), field, message);
    expect(await blogCount()).toBe(before);
  });

  it('refuses sections that are not JSON in a multipart post', async () => {
    const response = await addMultipart(t.admin, { name: title(), description: 'Text.', additionalDescription: '{heading: oops' }).expect(400);
    expect(response.body.error).toBe(SECTIONS);
  });

  it('refuses more section pictures than sections without one, keeping no file', async () => {
    const before = { files: storedBlogFiles(), rows: await blogCount() };
    const response = await addMultipart(
      t.admin,
      { name: title(), description: 'Text.', additionalDescription: JSON.stringify([section]) },
      { images: 1, sectionImages: 2 },
    ).expect(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: "sectionImages has 2 pictures but only 1 section of additionalDescription has image '' to take one",
    });
    expect({ files: storedBlogFiles(), rows: await blogCount() }).toEqual(before);
  });

  it('refuses more than 6 pictures, files and URLs together, and more files than a field takes', async () => {
    const urls = await uploadImages(t.admin, 5);
    const before = { files: storedBlogFiles(), rows: await blogCount() };
    const tooMany = await addMultipart(t.admin, { name: title(), description: 'Text.', images: urls }, { images: 2 }).expect(400);
    expect(tooMany.body).toMatchObject({ error: 'images takes at most 6 pictures in all, files and URLs together', fields: [{ field: 'images' }] });
    const sevenFiles = await addMultipart(t.admin, { name: title(), description: 'Text.' }, { images: 7 }).expect(400);
    expect(sevenFiles.body).toMatchObject({ error: 'images takes at most 6 pictures', fields: [{ field: 'images' }] });
    expect({ files: storedBlogFiles(), rows: await blogCount() }).toEqual(before);
  });

  it('refuses a text file posing as a picture, keeping none of the files sent with it', async () => {
    const before = { files: storedBlogFiles(), rows: await blogCount() };
    await expectError(
      request(t.http)
        .post('/api/blog-add')
        .set(...bearer(t.admin))
        .field('name', title())
        .field('description', 'Text.')
        .attach('images', pictures.png, 'good.png')
        .field('additionalDescription', JSON.stringify([{ heading: 'One', description: 'Two.' }]))
        .attach('sectionImages', pictures.jpeg, 'fine.jpg')
        .attach('images', Buffer.from('<svg onload="alert(1)"/>'), { filename: 'evil.png', contentType: 'image/png' }),
      400,
      'UPLOAD_NOT_IMAGE',
      'evil.png: The file is not a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    expect({ files: storedBlogFiles(), rows: await blogCount() }).toEqual(before);
  });
});

describe('GET /api/blog-gets', () => {
  it('answers every post newest first, paged, with the total', async () => {
    const base = Date.now() - 400 * 24 * 3600 * 1000;
    for (let i = 0; i < 23; i++) await insertBlog(title('Archive Post'), new Date(base + i * 3600 * 1000));
    const total = await blogCount();
    const pages: BlogBody[][] = [];
    for (let page = 1; (page - 1) * 10 < total; page++) {
      const response = await request(t.http).get(`/api/blog-gets?page=${page}&perPage=10`).expect(200);
      expect(response.body).toMatchObject({ total, page, perPage: 10 });
      pages.push(response.body.blogData);
    }
    const all = pages.flat();
    expect(all).toHaveLength(total);
    expect(new Set(all.map((blog) => blog._id)).size).toBe(total);
    const times = all.map((blog) => new Date(blog.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const defaults = await request(t.http).get('/api/blog-gets').expect(200);
    expect(defaults.body).toMatchObject({ page: 1, perPage: 20, total });
    expect(defaults.body.blogData).toEqual(all.slice(0, 20));
  });

  it('finds posts by half-typed words of their name or text, best match first', async () => {
    const inTitle = await insertBlog('Statement Earrings for the Festive Season', new Date('2025-01-01T00:00:00Z'));
    const inText = await insertBlog('What to Wear to a Sangeet', new Date('2025-06-01T00:00:00Z'), ['Pair a lehenga with chandbali earrings and a slim bangle.']);
    const inSection = await insertBlog('A Quiet Guide to Gemstones', new Date('2025-03-01T00:00:00Z'), ['Stones and their meaning.'], [
      { heading: 'Tourmaline', image: '', description: 'Pink tourmaline earrings suit warm skin tones.' },
    ]);
    const response = await request(t.http).get('/api/blog-gets?q=earr').expect(200);
    const ids = (response.body.blogData as BlogBody[]).map((blog) => blog._id);
    expect(response.body.total).toBe(3);
    expect(new Set(ids)).toEqual(new Set([inTitle, inText, inSection]));
    // A match in the name weighs more than one in the text.
    expect(ids[0]).toBe(inTitle);

    const two = await request(t.http).get('/api/blog-gets?q=TOURMALINE%20ear').expect(200);
    expect((two.body.blogData as BlogBody[]).map((blog) => blog._id)).toEqual([inSection]);
  });

  it('matches one- or two-letter searches as plain text, and answers an empty page when nothing matches', async () => {
    const id = await insertBlog('Rings of the Qz Collection', new Date('2024-01-01T00:00:00Z'));
    const short = await request(t.http).get('/api/blog-gets?q=qz').expect(200);
    expect((short.body.blogData as BlogBody[]).map((blog) => blog._id)).toEqual([id]);
    const none = await request(t.http).get('/api/blog-gets?q=xylophonic').expect(200);
    expect(none.body).toEqual({ blogData: [], total: 0, page: 1, perPage: 20 });
  });

  it.each([
    ['page=0', 'page must be a whole number from 1 to 100000'],
    ['perPage=101', 'perPage must be a whole number from 1 to 100'],
    ['perPage=ten', 'perPage must be a whole number from 1 to 100'],
    [`q=${'a'.repeat(101)}`, 'q must be text of at most 100 characters'],
  ])('refuses %s', async (query, message) => {
    const response = await request(t.http).get(`/api/blog-gets?${query}`).expect(400);
    expect(response.body.error).toBe(message);
  });
});

describe('GET /api/single-blog/{slugOrId}', () => {
  it('finds a post by its slug and by its id', async () => {
    const blog = await addJson(t.admin, { name: title('Bangles for Small Wrists'), description: ['Measure across the knuckles.'] });
    const bySlug = await request(t.http).get(`/api/single-blog/${blog.slug}`).expect(200);
    expect(bySlug.body).toEqual({ blogData: blog });
    const byId = await request(t.http).get(`/api/single-blog/${blog._id}`).expect(200);
    expect(byId.body).toEqual({ blogData: blog });
  });

  it('answers 404 for an unknown slug or id', async () => {
    await expectError(request(t.http).get('/api/single-blog/no-such-post'), 404, 'BLOG_NOT_FOUND', 'This blog post does not exist.');
    await request(t.http).get(`/api/single-blog/${UNKNOWN_ID}`).expect(404);
  });
});

describe('DELETE /api/blog/{id}', () => {
  it("deletes the post and its pictures' files", async () => {
    const response = await addMultipart(
      t.seller,
      { name: title(), description: 'Text.', additionalDescription: JSON.stringify([{ heading: 'One', description: 'Two.' }]) },
      { images: 2, sectionImages: 1 },
    ).expect(201);
    const blog = response.body.blog as BlogBody;
    const pictures = [...blog.images, blog.additionalDescription[0].image];
    for (const url of pictures) expect(allExist(url)).toBe(true);

    const deleted = await request(t.http).delete(`/api/blog/${blog._id}`).set(...bearer(t.seller)).expect(200);
    expect(deleted.body).toEqual({ message: 'Blog deleted', blogId: blog._id });
    for (const url of pictures) expect(noneExist(url)).toBe(true);
    await request(t.http).get(`/api/single-blog/${blog.slug}`).expect(404);
    await request(t.http).delete(`/api/blog/${blog._id}`).set(...bearer(t.seller)).expect(404);
  });

  it('keeps a picture another post still shows', async () => {
    const [shared] = await uploadImages(t.admin, 1);
    const first = await addJson(t.admin, { name: title(), description: ['x'], images: [shared] });
    const second = await addJson(t.admin, { name: title(), description: ['x'], additionalDescription: [{ heading: 'H', description: 'D', image: shared }] });
    await request(t.http).delete(`/api/blog/${first._id}`).set(...bearer(t.admin)).expect(200);
    expect(allExist(shared)).toBe(true);
    await request(t.http).delete(`/api/blog/${second._id}`).set(...bearer(t.admin)).expect(200);
    expect(noneExist(shared)).toBe(true);
  });

  it('answers 401 without a token, 403 for a customer and 400 for an id that is not a UUID', async () => {
    const blog = await addJson(t.admin, { name: title(), description: ['x'] });
    await request(t.http).delete(`/api/blog/${blog._id}`).expect(401);
    await request(t.http).delete(`/api/blog/${blog._id}`).set(...bearer(t.customer)).expect(403);
    const bad = await request(t.http).delete('/api/blog/not-a-uuid').set(...bearer(t.admin)).expect(400);
    expect(bad.body.error).toBe('id must be a UUID');
    await request(t.http).get(`/api/single-blog/${blog.slug}`).expect(200);
  });
});

describe('/api/admin/blogs', () => {
  it('lists posts in ra-data-simple-rest form with Content-Range, filtered by q', async () => {
    const blog = await addJson(t.admin, { name: title('Zircon Wedding Edit'), description: ['x'] });
    const response = await request(t.http)
      .get(`/api/admin/blogs?filter=${encodeURIComponent(JSON.stringify({ q: 'zircon wedding' }))}&sort=${encodeURIComponent('["name","ASC"]')}&range=[0,9]`)
      .set(...bearer(t.admin))
      .expect(200);
    expect(response.headers['content-range']).toBe('blogs 0-0/1');
    expect(response.body).toEqual([{ ...blog, id: blog._id, sellerId: null, updatedAt: expect.any(String) }]);
    await request(t.http).get('/api/admin/blogs').set(...bearer(t.customer)).expect(403);
  });

  it('creates and replaces a post in JSON; pictures it no longer shows are deleted, the slug stays', async () => {
    const [a, b, c] = await uploadImages(t.seller, 3);
    const created = await request(t.http)
      .post('/api/admin/blogs')
      .set(...bearer(t.seller))
      .send({ name: title('Oxidised Silver Looks'), description: ['Dark silver suits cotton.'], images: [a, b] })
      .expect(201);
    expect(created.body).toMatchObject({ id: created.body._id, images: [a, b], additionalDescription: [] });

    const replaced = await request(t.http)
      .put(`/api/admin/blogs/${created.body.id}`)
      .set(...bearer(t.seller))
      .send({ name: 'Oxidised Silver, Three Ways', description: ['New text.'], images: [b], additionalDescription: [{ heading: 'Jhumkas', description: 'With a kurta.', image: c }] })
      .expect(200);
    expect(replaced.body).toMatchObject({
      name: 'Oxidised Silver, Three Ways',
      slug: created.body.slug,
      description: ['New text.'],
      images: [b],
      additionalDescription: [{ heading: 'Jhumkas', description: 'With a kurta.', image: c }],
    });
    expect(noneExist(a)).toBe(true);
    expect(allExist(b) && allExist(c)).toBe(true);
    const got = await request(t.http).get(`/api/admin/blogs/${created.body.id}`).set(...bearer(t.admin)).expect(200);
    expect(got.body).toEqual(replaced.body);

    const removed = await request(t.http).delete(`/api/admin/blogs/${created.body.id}`).set(...bearer(t.admin)).expect(200);
    expect(removed.body.id).toBe(created.body.id);
    expect(noneExist(b) && noneExist(c)).toBe(true);
  });

  it('refuses a slug another post has', async () => {
    const first = await addJson(t.admin, { name: title(), description: ['x'] });
    await expectError(request(t.http).post('/api/admin/blogs').set(...bearer(t.admin)).send({ name: 'Another', slug: first.slug, description: ['x'] }), 409, 'BLOG_SLUG_TAKEN', `Another blog post already has the slug "${first.slug}".`);
  });

  it('refuses null for a list or a slug, naming the field, also inside a section', async () => {
    const blog = await addJson(t.admin, { name: title('Null Guarded Post'), description: ['x'] });
    const body = { name: blog.name, description: ['x'] };
    for (const field of ['images', 'additionalDescription', 'slug']) {
      const refused = await request(t.http).put(`/api/admin/blogs/${blog._id}`).set(...bearer(t.admin)).send({ ...body, [field]: null }).expect(400);
      expect(refused.body).toMatchObject({ error: `${field} must not be null`, fields: [{ field, messages: [`${field} must not be null`] }] });
    }
    const section = await request(t.http)
      .put(`/api/admin/blogs/${blog._id}`)
      .set(...bearer(t.admin))
      .send({ ...body, additionalDescription: [{ heading: 'Care', description: 'Keep it dry.', image: null }] })
      .expect(400);
    expect(section.body.fields).toEqual([{ field: 'additionalDescription.0.image', messages: ['image must not be null'] }]);
    const added = await request(t.http).post('/api/blog-add').set(...bearer(t.admin)).send({ name: title(), description: ['x'], images: null }).expect(400);
    expect(added.body.error).toBe('images must not be null');
  });

  it('uploads pictures for a post and refuses an upload without one', async () => {
    const [url] = await uploadImages(t.seller, 1);
    expect(url).toMatch(BLOG_URL);
    expect(allExist(url)).toBe(true);
    const none = await request(t.http).post('/api/admin/blogs/images').set(...bearer(t.seller)).expect(400);
    expect(none.body.code).toBe('UPLOAD_MISSING');
  });
});
