import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable, Skeleton, type Preloadable, type SelectProps } from '@adnet/ui';
import { withTexts } from '../../i18n/with-texts';
import { hasAudienceTargeting } from './editor-model';

/*
 * The parts of the campaign form that its first paint does not need, loaded once the form has painted (issue 18:
 * a first visit to the editor within 250 KB gzip):
 *
 * - the sections below the first (Targeting with the region tree and the audience picker, Strategy, Legal,
 *   Review), one chunk (`editor-sections.tsx`; the region tree's virtualizer alone is 10 KB), with the texts of
 *   the audience picker (the `audiences` texts: the route loads only what the first paint draws). Until it is in,
 *   each section draws a placeholder of its usual height under its own heading, so nothing below moves when it
 *   arrives (off screen the sections are `content-visibility: auto` anyway). The form's values and rules never
 *   depend on this: react-hook-form keeps every value from the default values on (`shouldUnregister` is off), and
 *   the valibot schema checks the whole object on submit, mounted or not. A submit still waits for the chunk
 *   (`preloadEditorParts`), so the section of the first error opens with its field focused;
 * - the type select (Radix Select, 7.7 KB): an inert copy of its trigger holds its place until then.
 */
// With the audiences' texts (the audience picker's): the first paint of the form does not draw them.
const loadSections = () => withTexts(import('./sections-chunk'), ['audiences']);
const Targeting = preloadable(() => loadSections().then((m) => ({ default: m.TargetingSection })));
const Strategy = preloadable(() => loadSections().then((m) => ({ default: m.StrategySection })));
const Legal = preloadable(() => loadSections().then((m) => ({ default: m.LegalSection })));
const Review = preloadable(() => loadSections().then((m) => ({ default: m.ReviewSection })));
const SelectChunk = preloadable(() => import('./type-select-chunk'));

/** Loads the parts above (once; resolves when each can render without suspending). */
export const preloadEditorParts = () =>
  Promise.all([
    Targeting.preload(),
    Strategy.preload(),
    Legal.preload(),
    Review.preload(),
    SelectChunk.preload(),
  ]).then(() => undefined);

/** Starts loading the parts once the form has painted (a task after the frame of its first commit). */
export function usePreloadEditorParts() {
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => void preloadEditorParts().catch(() => undefined), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
}

/**
 * The height of a section's body as it first draws (px, at 1280 and at 390 px wide), measured on the sandbox's
 * accounts (2026-11-28): what its placeholder takes, so the sections below it stay where they will be. Targeting
 * is taller for the types with audience targeting (categories, publishers, wallet).
 */
const BODY_HEIGHT = {
  targeting: { desktop: 1000, phone: 1010 },
  targetingByAudience: { desktop: 1270, phone: 1300 },
  strategy: { desktop: 390, phone: 390 },
  legal: { desktop: 140, phone: 160 },
  review: { desktop: 210, phone: 210 },
};
type Placeheld = keyof typeof BODY_HEIGHT;

/** A section's body while its chunk loads: its usual height, announced as loading. */
function Placeholder({ part, phone }: { part: Placeheld; phone: boolean }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="editor-section-placeholder">
      <Skeleton shape="rect" height={BODY_HEIGHT[part][phone ? 'phone' : 'desktop']} />
      <span className="adn-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

const lazySection = (part: Placeheld, phone: boolean, body: ReactNode) => (
  <Suspense fallback={<Placeholder part={part} phone={phone} />}>{body}</Suspense>
);

/** A section's props and whether the phone layout shows (its placeholder's height). */
type Sized<C extends Preloadable<never>> = Parameters<C>[0] & { phone: boolean };

export const TargetingSection = ({ phone, ...props }: Sized<typeof Targeting>) =>
  lazySection(
    hasAudienceTargeting(props.form.getValues('campaignType')) ? 'targetingByAudience' : 'targeting',
    phone,
    <Targeting {...props} />,
  );
export const StrategySection = ({ phone, ...props }: Sized<typeof Strategy>) =>
  lazySection('strategy', phone, <Strategy {...props} />);
export const LegalSection = ({ phone, ...props }: Sized<typeof Legal>) =>
  lazySection('legal', phone, <Legal {...props} />);
export const ReviewSection = ({ phone, ...props }: Sized<typeof Review>) =>
  lazySection('review', phone, <Review {...props} />);

/**
 * ui's `Select`, loaded after the form's first paint; until then an inert copy of its trigger (ui's classes, the
 * chosen option's text, an icon-sized box): the same size, so nothing shifts when it swaps.
 */
export function TypeSelect(props: SelectProps) {
  const chosen = props.options.find((o) => 'value' in o && o.value === props.value);
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className="adn-Select-trigger"
          data-slot="select-trigger"
          data-size={props.size ?? 'md'}
          aria-label={props['aria-label']}
          inert
        >
          <span className="adn-Select-value" data-slot="select-value">
            <span>{chosen && 'label' in chosen ? chosen.label : null}</span>
          </span>
          <span className="adn-Select-icon" data-slot="select-icon" aria-hidden="true">
            <span style={{ inlineSize: 16, blockSize: 16 }} />
          </span>
        </button>
      }
    >
      <SelectChunk {...props} />
    </Suspense>
  );
}
