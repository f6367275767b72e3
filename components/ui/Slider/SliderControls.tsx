'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { lazyPart } from '@/components/ui/LazyPart/lazyPart';
import { whenIdle } from '@/lib/navigation/browser';
import styles from './Slider.module.css';

const swiperCode = lazyPart(() => Promise.all([import('swiper'), import('swiper/modules')]));

/**
 * The slider's only client part: its two buttons, and Swiper attached to the server-rendered row
 * around them (the closest `[data-slider]`). Swiper (not part of the page's initial JavaScript)
 * loads when the row comes into view and the browser is idle, or at the first touch, click or
 * arrow key inside the row, and takes the prerendered layout over, so nothing shifts.
 */
export function SliderControls() {
  const t = useTranslations('Slider');
  const [previousLabel, nextLabel] = [t('previous'), t('next')];
  // Swiper's own placeholders: "{{index}} of {{slidesLength}}".
  const slideLabel = t('slide', { index: '{{index}}', total: '{{slidesLength}}' });
  const controls = useRef<HTMLDivElement>(null);
  const swiper = useRef<Promise<SwiperInstance> | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const ready = useCallback(() => {
    const row = controls.current?.closest('[data-slider]')?.querySelector<HTMLElement>('.swiper');
    if (!row) return Promise.reject(new Error('slider: no row'));
    // Without Swiper the cards still show; a later touch tries again.
    swiper.current ??= swiperCode.load({ reloadOnFailure: false }).then(([{ default: Swiper }, { A11y }]) => {
      const instance = new Swiper(row, {
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

  const move = useCallback(
    (direction: 'prev' | 'next') =>
      void ready()
        .then((instance) => (direction === 'next' ? instance.slideNext() : instance.slidePrev()))
        .catch(() => {}),
    [ready],
  );

  useEffect(() => {
    const slider = controls.current?.closest<HTMLElement>('[data-slider]');
    if (!slider) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      move(event.key === 'ArrowRight' ? 'next' : 'prev');
    };
    const onPointerDown = () => void ready().catch(() => {});
    slider.addEventListener('keydown', onKeyDown);
    slider.addEventListener('pointerdown', onPointerDown);
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => void ready().catch(() => {}));
      },
      { rootMargin: '200px' },
    );
    observer.observe(slider);
    return () => {
      slider.removeEventListener('keydown', onKeyDown);
      slider.removeEventListener('pointerdown', onPointerDown);
      observer.disconnect();
      cancelIdle();
      void swiper.current?.then((instance) => instance.destroy(true, false));
    };
  }, [ready, move]);

  return (
    <div ref={controls} className={styles.controls}>
      {/* The arrows are drawn by CSS: every element counts on a page React hydrates. */}
      <button
        type="button"
        className={styles.control}
        data-direction="previous"
        aria-label={previousLabel}
        disabled={edges.start}
        onClick={() => move('prev')}
      />
      <button type="button" className={styles.control} data-direction="next" aria-label={nextLabel} disabled={edges.end} onClick={() => move('next')} />
    </div>
  );
}
