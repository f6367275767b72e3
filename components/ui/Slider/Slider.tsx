'use client';

import { Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { lazyPart } from '@/components/system/LazyPart/lazyPart';
import styles from './Slider.module.css';

const swiperCode = lazyPart(() => Promise.all([import('swiper'), import('swiper/modules')]));

type Props = {
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** e.g. "{{index}} of {{slidesLength}}", Swiper's placeholders. */
  slideLabel: string;
  children: ReactNode;
};

/**
 * A row of cards that slides: buttons, touch and the arrow keys while focus is inside it. The row
 * is prerendered in Swiper's markup with the widths in CSS; Swiper itself (not part of the page's
 * initial JavaScript) is loaded when the row comes into view and the browser is idle, or at the
 * first touch, click or key, and then takes the same layout over, so nothing shifts.
 */
export function Slider({ label, previousLabel, nextLabel, slideLabel, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<Promise<SwiperInstance> | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const ready = useCallback(() => {
    // Without Swiper the cards still show; a later touch tries again.
    swiper.current ??= swiperCode.load({ reloadOnFailure: false }).then(([{ default: Swiper }, { A11y }]) => {
      const instance = new Swiper(root.current!, {
        modules: [A11y],
        slidesPerView: 'auto',
        watchOverflow: true,
        a11y: { slideLabelMessage: slideLabel, containerRole: 'group' },
      });
      const update = () => setEdges({ start: instance.isBeginning, end: instance.isEnd });
      instance.on('slideChange', update);
      instance.on('resize', update);
      update();
      return instance;
    });
    swiper.current.catch(() => {
      swiper.current = null;
    });
    return swiper.current;
  }, [slideLabel]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
        idle(() => void ready().catch(() => {}));
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      void swiper.current?.then((instance) => instance.destroy(true, false));
    };
  }, [ready]);

  const move = (direction: 'prev' | 'next') =>
    void ready()
      .then((instance) => (direction === 'next' ? instance.slideNext() : instance.slidePrev()))
      .catch(() => {});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 'next' : 'prev');
  }

  return (
    // A group, not a region: the section around it is already the landmark.
    <div className={styles.slider} role="group" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown} onPointerDown={() => void ready().catch(() => {})}>
      <div ref={root} className={`swiper ${styles.swiper}`}>
        <div className={`swiper-wrapper ${styles.wrapper}`}>
          {Children.toArray(children).map((child, index) => (
            <div key={index} className={`swiper-slide ${styles.slide}`}>
              {child}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} aria-label={previousLabel} disabled={edges.start} onClick={() => move('prev')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button type="button" className={styles.control} aria-label={nextLabel} disabled={edges.end} onClick={() => move('next')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
