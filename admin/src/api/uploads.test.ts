import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The typed client takes `fetch` and `Request` when it is created, so the stubs must exist before the import.
const fetchMock = await vi.hoisted(async () => (await import('../test/stub-fetch')).stubFetch());

const { uploadBlogPictures, uploadCategoryPicture, uploadProductPictures } = await import('./uploads');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const stored = (url: string) => ({ url, srcset: `${url} 640w`, width: 640, height: 640 });

function sentRequest() {
  const request = fetchMock.mock.calls[0][0] as Request & { sentBody: unknown };
  return { method: request.method, path: new URL(request.url).pathname, headers: request.headers, form: request.sentBody as FormData };
}

beforeEach(() => localStorage.setItem('staffToken', 'staff.jwt.token'));
afterEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
});

describe('uploadProductPictures', () => {
  it('posts the files as multipart `images` with the staff token and answers the stored URLs in order', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { images: [stored('/uploads/products/a-640.webp'), stored('/uploads/products/b-640.webp')] }));

    const urls = await uploadProductPictures([png('front.png'), png('side.png')]);

    expect(urls).toEqual(['/uploads/products/a-640.webp', '/uploads/products/b-640.webp']);
    const request = sentRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/admin/products/images');
    expect(request.headers.get('Authorization')).toBe('Bearer staff.jwt.token');
    expect(request.form).toBeInstanceOf(FormData);
    expect(request.form.getAll('images').map((file) => (file as File).name)).toEqual(['front.png', 'side.png']);
  });

  it("rejects with the server's sentence when a file is refused", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { error: 'notes.png: The file is not a JPEG, PNG, WebP, GIF or AVIF image.', statusCode: 400, code: 'UPLOAD_NOT_IMAGE' }),
    );

    await expect(uploadProductPictures([png('notes.png')])).rejects.toMatchObject({
      message: 'notes.png: The file is not a JPEG, PNG, WebP, GIF or AVIF image.',
      status: 400,
    });
  });
});

describe('uploadCategoryPicture', () => {
  it('posts the file as multipart `image` and answers its URL', async () => {
    fetchMock.mockResolvedValueOnce(json(201, stored('/uploads/categories/rings-640.webp')));

    expect(await uploadCategoryPicture(png('rings.png'))).toBe('/uploads/categories/rings-640.webp');
    const request = sentRequest();
    expect(request.path).toBe('/api/admin/categories/image');
    expect((request.form.get('image') as File).name).toBe('rings.png');
  });
});

describe('uploadBlogPictures', () => {
  it('posts the files as multipart `images` to the blog picture store and answers their URLs in order', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { images: [stored('/uploads/blogs/cover-640.webp'), stored('/uploads/blogs/cloth-640.webp')] }));

    expect(await uploadBlogPictures([png('cover.png'), png('cloth.png')])).toEqual(['/uploads/blogs/cover-640.webp', '/uploads/blogs/cloth-640.webp']);
    const request = sentRequest();
    expect(request.path).toBe('/api/admin/blogs/images');
    expect(request.headers.get('Authorization')).toBe('Bearer staff.jwt.token');
    expect(request.form.getAll('images').map((file) => (file as File).name)).toEqual(['cover.png', 'cloth.png']);
  });
});
