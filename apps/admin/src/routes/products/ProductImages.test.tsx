import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deleteProductImage,
  getAdminProduct,
  productImageMessages,
  profileImageMessages,
  profileImageRules,
  reorderProductImages,
  uploadProductImage,
  type AdminProduct,
  type ProductImage,
} from '@quotemarket/contract';
import { adminProduct } from '@quotemarket/contract/testing';
import { useAdminProduct } from '@quotemarket/hooks';
import { expectNoAxeViolations } from '../../testing/axe';
import { serveOperatorMe } from '../../testing/operatorFixtures';
import {
  apiErrorResponse,
  mockEndpoint,
  renderAdmin,
  setupMswServer,
} from '../../testing/renderAdmin';
import { ProductImages } from './ProductImages';

const server = setupMswServer();

const photo = (id: number): ProductImage => ({
  id,
  url: `/media/uploads/products/${id}.jpg`,
  width: 600,
  height: 600,
});

/**
 * The product's photos as the API keeps them: each write changes them and answers the product,
 * and the edit form's query reads them back, so the component shows what the server answered.
 */
function serveProduct(images: ProductImage[]) {
  let product: AdminProduct = adminProduct(7, {
    name: '갤럭시 S26',
    images,
    image: images[0]?.url ?? null,
  });
  const withImages = (next: ProductImage[]) => {
    product = { ...product, images: next, image: next[0]?.url ?? null };
    return product;
  };
  const get = mockEndpoint(getAdminProduct, () => product);
  const upload = mockEndpoint(uploadProductImage, () =>
    withImages([...product.images, photo(100 + product.images.length)]),
  );
  const reorder = mockEndpoint(reorderProductImages, ({ body }) => {
    const { imageIds } = body as { imageIds: number[] };
    return withImages(imageIds.map((id) => product.images.find((image) => image.id === id)!));
  });
  const remove = mockEndpoint(deleteProductImage, ({ url }) => {
    const imageId = Number(url.pathname.split('/').pop());
    return withImages(product.images.filter((image) => image.id !== imageId));
  });
  server.use(get.handler, upload.handler, reorder.handler, remove.handler);
  return { get, upload, reorder, remove };
}

/** The edit page's part: the product from its query, its photos handed to the component. */
function ProductPhotos() {
  const product = useAdminProduct(7);
  if (!product.data) return null;
  return (
    <ProductImages
      productId={product.data.id}
      productName={product.data.name}
      images={product.data.images}
    />
  );
}

function renderPhotos() {
  return renderAdmin({ entries: ['/'], routes: [{ path: '/', element: <ProductPhotos /> }] });
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const photoAlts = () =>
  within(screen.getByRole('list', { name: '상품 사진 순서' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

describe('ProductImages', () => {
  it('shows the photos in order, the first as 대표, and adds one at the end', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    const api = serveProduct([photo(1), photo(2)]);
    renderPhotos();

    expect(await screen.findByRole('img', { name: '갤럭시 S26 사진 1/2' })).toHaveAttribute(
      'src',
      '/media/uploads/products/1.jpg',
    );
    expect(photoAlts()).toEqual(['갤럭시 S26 사진 1/2', '갤럭시 S26 사진 2/2']);
    expect(screen.getByText('대표')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '사진 추가' }));
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expectNoAxeViolations();
    await user.upload(fileInput(), new File(['jpeg'], 'back.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByText('사진을 추가했어요.')).toBeInTheDocument();
    expect(api.upload.calls[0]?.url.pathname).toBe('/api/v2/admin/products/7/images');
    expect(api.upload.calls[0]?.body).toMatch(/name="image"; filename="[^"]*"/);
    await waitFor(() =>
      expect(photoAlts()).toEqual([
        '갤럭시 S26 사진 1/3',
        '갤럭시 S26 사진 2/3',
        '갤럭시 S26 사진 3/3',
      ]),
    );
  });

  it('refuses a file the server would refuse before sending it, with the contract’s words', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serveOperatorMe(server, { role: 'OPERATOR' });
    const api = serveProduct([photo(1)]);
    renderPhotos();
    await screen.findByRole('button', { name: '사진 추가' });

    await user.upload(fileInput(), new File(['gif'], 'moving.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      profileImageMessages.unsupportedType,
    );
    const large = new File([new Uint8Array(profileImageRules.maxBytes + 1)], 'big.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(fileInput(), large);
    expect(screen.getByRole('alert')).toHaveTextContent(profileImageMessages.tooLarge);
    expect(api.upload.calls).toHaveLength(0);
  });

  it('moves a photo with 앞으로 / 뒤로, the keyboard following it', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    const api = serveProduct([photo(1), photo(2), photo(3)]);
    renderPhotos();
    await screen.findByRole('img', { name: '갤럭시 S26 사진 3/3' });
    expect(
      await screen.findByRole('button', { name: '갤럭시 S26 사진 1/3 앞으로' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: '갤럭시 S26 사진 3/3 뒤로' })).toBeDisabled();

    screen.getByRole('button', { name: '갤럭시 S26 사진 2/3 앞으로' }).focus();
    await user.keyboard('{Enter}');

    expect(api.reorder.calls[0]?.body).toEqual({ imageIds: [2, 1, 3] });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '갤럭시 S26 사진 1/3' })).toHaveAttribute(
        'src',
        '/media/uploads/products/2.jpg',
      ),
    );
    // Now first, its 앞으로 is off: focus is on its 뒤로.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '갤럭시 S26 사진 1/3 뒤로' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.reorder.calls[1]?.body).toEqual({ imageIds: [1, 2, 3] }));
  });

  it('deletes a photo only once confirmed', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    const api = serveProduct([photo(1), photo(2)]);
    renderPhotos();
    await user.click(await screen.findByRole('button', { name: '갤럭시 S26 사진 1/2 삭제' }));

    const dialog = screen.getByRole('alertdialog', { name: '이 사진을 삭제할까요?' });
    expect(dialog).toHaveTextContent('대표 사진이에요.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.remove.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '갤럭시 S26 사진 1/2 삭제' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('사진을 삭제했어요.')).toBeInTheDocument();
    expect(api.remove.calls[0]?.url.pathname).toBe('/api/v2/admin/products/7/images/1');
    await waitFor(() => expect(photoAlts()).toEqual(['갤럭시 S26 사진 1/1']));
  });

  it('says why a change was refused', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    serveProduct([photo(1), photo(2)]);
    server.use(
      mockEndpoint(reorderProductImages, () =>
        apiErrorResponse(409, productImageMessages.orderOutdated),
      ).handler,
    );
    renderPhotos();
    await user.click(await screen.findByRole('button', { name: '갤럭시 S26 사진 1/2 뒤로' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(productImageMessages.orderOutdated);
  });

  it('shows a 조회 전용 operator the photos without a write', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    serveProduct([photo(1), photo(2)]);
    renderPhotos();
    await screen.findByRole('img', { name: '갤럭시 S26 사진 2/2' });
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    expect(fileInput()).toBeNull();
    await expectNoAxeViolations();
  });

  it('says when there is no photo yet', async () => {
    serveOperatorMe(server, { role: 'ADMIN' });
    serveProduct([]);
    renderPhotos();
    expect(await screen.findByText('아직 사진이 없어요')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '사진 추가' })).toBeEnabled();
  });
});
