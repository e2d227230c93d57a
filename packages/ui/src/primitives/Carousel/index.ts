export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
