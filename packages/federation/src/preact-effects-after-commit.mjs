// The first module of a plain entry built on Preact (plain-entry-config.cjs): effects (useEffect)
// run right after the render that committed them, as React runs those of a hydration or a
// discrete event's render, not after the next frame as Preact does by default. A form library
// registers its fields in an effect (react-final-form): until then a field's change goes nowhere,
// so text typed into a part hydrated at the visitor's first key press, or handed over by the
// page's early-event script, would be lost.
import { options } from 'preact';

options.requestAnimationFrame = (flush) => queueMicrotask(flush);
