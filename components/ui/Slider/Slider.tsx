import { Children, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { MessagesScope } from '@/components/i18n/MessagesScope/MessagesScope';
import { SliderControls } from './SliderControls';
import { SLIDER_CONTROLS_MESSAGES } from './messages';
import styles from './Slider.module.css';

type Props = {
  label: string;
  /** The last slide: where the rest of the cards are ("All 14 experts"). */
  more?: { href: string; label: string };
  children: ReactNode;
};

/**
 * A row of cards that slides: buttons, touch and the arrow keys while focus is inside it. The row
 * is prerendered in Swiper's markup with the widths in CSS, on the server; only the buttons are a
 * client island (SliderControls), which attaches Swiper to this row when it is needed.
 */
export function Slider({ label, more, children }: Props) {
  return (
    // A group, not a region: the section around it is already the landmark.
    <div className={styles.slider} role="group" aria-roledescription="carousel" aria-label={label} data-slider="">
      <div className={`swiper ${styles.swiper}`}>
        <div className={`swiper-wrapper ${styles.wrapper}`}>
          {Children.toArray(children).map((child, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slides are fixed server-rendered children
            <div key={index} className={`swiper-slide ${styles.slide}`}>
              {child}
            </div>
          ))}
          {more ? (
            <div className={`swiper-slide ${styles.slide}`}>
              <Link href={more.href} className={styles.more}>
                {more.label}
                <span aria-hidden="true"> →</span>
              </Link>
            </div>
          ) : null}
        </div>
      </div>
      <MessagesScope namespaces={SLIDER_CONTROLS_MESSAGES}>
        <SliderControls />
      </MessagesScope>
    </div>
  );
}
