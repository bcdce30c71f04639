import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Icon } from '../../components/Icon/Icon';
import { Modal } from '../../components/Modal/Modal';
import { StoredImage } from '../../components/StoredImage/StoredImage';
import './ProductGallery.css';

export type ProductGalleryProps = {
  /** The product's name: the pictures' alternative text. */
  name: string;
  images: string[];
};

/** The main picture fills the page below 768 px and half the 76rem container above. */
const MAIN_SIZES = '(min-width: 1216px) 560px, (min-width: 768px) 46vw, 100vw';
/** The hover zoom doubles the picture, so it asks the srcset for twice the width. */
const ZOOM_SIZES = '(min-width: 768px) 1120px, 200vw';
const THUMB_SIZES = '5rem';
const LIGHTBOX_SIZES = '(min-width: 960px) 880px, 100vw';

/**
 * Spec 2's gallery: the main picture with a magnifying zoom that follows the mouse, and thumbnails that
 * choose the picture. Clicking, tapping or pressing Enter on the picture enlarges it in a dialog, where it
 * can be zoomed further and moved by scrolling, swiping or the arrow keys — the hover zoom's keyboard and
 * touch equivalent.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zooming, setZooming] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  // a refreshed product may have fewer pictures than the one chosen
  const current = images[Math.min(index, images.length - 1)];

  if (current === undefined) {
    return (
      <div className="product-gallery">
        <span className="product-gallery__stage product-gallery__none" role="img" aria-label={name} />
      </div>
    );
  }

  const follow = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.style.setProperty('--zoom-x', `${((event.clientX - box.left) / box.width) * 100}%`);
    event.currentTarget.style.setProperty('--zoom-y', `${((event.clientY - box.top) / box.height) * 100}%`);
    if (!zooming) setZooming(true);
  };

  return (
    <div className="product-gallery">
      <button
        type="button"
        className={zooming ? 'product-gallery__stage product-gallery__stage--zooming' : 'product-gallery__stage'}
        onPointerMove={follow}
        onPointerLeave={() => setZooming(false)}
        onClick={() => {
          setZooming(false);
          setEnlarged(true);
        }}
      >
        <span className="visually-hidden">Enlarge picture: </span>
        <StoredImage
          className="product-gallery__image"
          src={current}
          sizes={MAIN_SIZES}
          alt={images.length > 1 ? `${name}, picture ${index + 1} of ${images.length}` : name}
          loading="eager"
          fetchPriority="high"
        />
        {zooming ? (
          <StoredImage
            className="product-gallery__zoom"
            src={current}
            sizes={ZOOM_SIZES}
            alt=""
            decoding="async"
          />
        ) : null}
        <span className="product-gallery__hint" aria-hidden="true">
          <Icon name="search" size={18} />
        </span>
      </button>

      {images.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {images.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
              >
                <StoredImage
                  src={image}
                  sizes={THUMB_SIZES}
                  alt=""
                  lazy
                />
                <span className="visually-hidden">
                  Show picture {position + 1} of {images.length}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {enlarged ? (
        <Lightbox name={name} images={images} index={index} onIndex={setIndex} onClose={() => setEnlarged(false)} />
      ) : null}
    </div>
  );
}

type LightboxProps = {
  name: string;
  images: string[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

/** Where in the picture to look first when zoomed, as fractions of its width and height. */
type Spot = { x: number; y: number };

const CENTRE: Spot = { x: 0.5, y: 0.5 };

/**
 * The enlarged picture in a dialog: a click on it (or Zoom in) doubles it inside a pane that scrolls with
 * touch, wheel or arrow keys, centred on the spot clicked.
 */
function Lightbox({ name, images, index, onIndex, onClose }: LightboxProps) {
  const [zoomed, setZoomed] = useState(false);
  const paneRef = useRef<HTMLDivElement>(null);
  const spotRef = useRef<Spot>(CENTRE);
  const current = images[index] ?? '';
  const several = images.length > 1;

  useLayoutEffect(() => {
    const pane = paneRef.current;
    if (!zoomed || pane === null) return;
    const { x, y } = spotRef.current;
    pane.scrollLeft = x * pane.scrollWidth - pane.clientWidth / 2;
    pane.scrollTop = y * pane.scrollHeight - pane.clientHeight / 2;
  }, [zoomed]);

  const zoomAt = (spot: Spot) => {
    spotRef.current = spot;
    setZoomed((value) => !value);
  };

  const zoomAtClick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    zoomAt({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };

  const show = (next: number) => {
    onIndex((next + images.length) % images.length);
    setZoomed(false);
  };

  // Left and right arrows turn the pictures, except inside the zoomed pane, where they move the picture
  const turn = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!several || (zoomed && event.target instanceof HTMLElement && event.target.closest('.product-lightbox__pane'))) {
      return;
    }
    if (event.key === 'ArrowRight') show(index + 1);
    if (event.key === 'ArrowLeft') show(index - 1);
  };

  return (
    <Modal title={name} onClose={onClose} className="product-lightbox">
      <div className="product-lightbox__body" onKeyDown={turn}>
        <div
          ref={paneRef}
          className={zoomed ? 'product-lightbox__pane product-lightbox__pane--zoomed' : 'product-lightbox__pane'}
          tabIndex={zoomed ? 0 : undefined}
          role={zoomed ? 'region' : undefined}
          aria-label={zoomed ? 'Zoomed picture: scroll or use the arrow keys to look around' : undefined}
        >
          <StoredImage
            className="product-lightbox__image"
            src={current}
            sizes={zoomed ? '200vw' : LIGHTBOX_SIZES}
            alt={several ? `${name}, picture ${index + 1} of ${images.length}` : name}
            onClick={zoomAtClick}
          />
        </div>
        <div className="product-lightbox__controls">
          {several ? (
            <button type="button" className="button button--secondary button--small" onClick={() => show(index - 1)}>
              Previous picture
            </button>
          ) : null}
          <button
            type="button"
            className="button button--small"
            aria-pressed={zoomed}
            onClick={() => zoomAt(CENTRE)}
          >
            Zoom in
          </button>
          {several ? (
            <button type="button" className="button button--secondary button--small" onClick={() => show(index + 1)}>
              Next picture
            </button>
          ) : null}
        </div>
        {several ? (
          <p className="product-lightbox__position" aria-live="polite">
            Picture {index + 1} of {images.length}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
