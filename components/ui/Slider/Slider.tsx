'use client';

import { Children, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import styles from './Slider.module.css';

type Props = {
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** e.g. "{{index}} of {{slidesLength}}", Swiper's placeholders. */
  slideLabel: string;
  children: ReactNode;
};

/**
 * A row of cards that slides: buttons, touch and the arrow keys while focus is inside it. Slides
 * take their width from CSS (`slidesPerView: 'auto'`), so the prerendered row and the initialised
 * one have the same layout and nothing shifts when Swiper starts.
 */
export function Slider({ label, previousLabel, nextLabel, slideLabel, children }: Props) {
  const [previous, setPrevious] = useState<HTMLButtonElement | null>(null);
  const [next, setNext] = useState<HTMLButtonElement | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!swiper) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      swiper.slideNext();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      swiper.slidePrev();
    }
  }

  return (
    // A group, not a region: the section around it is already the landmark.
    <div className={styles.slider} role="group" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <Swiper
        modules={[Navigation, A11y]}
        slidesPerView="auto"
        watchOverflow
        navigation={{ prevEl: previous, nextEl: next }}
        a11y={{ prevSlideMessage: previousLabel, nextSlideMessage: nextLabel, slideLabelMessage: slideLabel, containerRole: 'group' }}
        onSwiper={setSwiper}
      >
        {Children.toArray(children).map((child, index) => (
          <SwiperSlide key={index} className={styles.slide}>
            {child}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button ref={setPrevious} type="button" className={styles.control} aria-label={previousLabel}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button ref={setNext} type="button" className={styles.control} aria-label={nextLabel}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
