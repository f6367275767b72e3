/**
 * The messages SliderControls reads, which its server part puts in scope. Here, not in the island's
 * module: what a client module exports is only a reference on the server.
 */
export const SLIDER_CONTROLS_MESSAGES = ['Slider.previous', 'Slider.next', 'Slider.slide'];
