import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  preloadable,
  SelectPlaceholder,
  Skeleton,
  type Preloadable,
  type SelectProps,
  VisuallyHidden,
} from '@adnet/ui';
import { withTexts } from '../../i18n/with-texts';
import { hasAudienceTargeting, setLegalRules } from './editor-model';

/*
 * The parts of the campaign form that its first paint does not need, loaded once the form has painted (issue 18:
 * a first visit to the editor within 250 KB gzip):
 *
 * - the sections below the first (Targeting with the region tree and the audience picker, Strategy, Review), one
 *   chunk (`editor-sections.tsx`; the region tree's virtualizer alone is 10 KB), with their texts (`editor-sections`)
 *   and the audience picker's (`audiences`): the route loads only what the first paint draws;
 * - the Legal section and its line in the Review (feature `ru_ad_marking`, issue 11: a saved legal entity or its
 *   details typed for the campaign), a chunk of their own (`legal-section.tsx`) requested only for accounts with
 *   the feature, with its texts (`editor-legal`, and the legal-info page's `legal-info` for the party types, the
 *   ИНН rule's messages and the details' labels) and the rules of the typed details (`setLegalRules`: the client's
 *   `checkCampaignLegal`), so neither the editor's first paint nor any account without the feature pays for them.
 *
 * Until a section is in, it draws a placeholder of its usual height under its own heading, so nothing below moves
 * when it arrives (off screen the sections are `content-visibility: auto` anyway). The form's values never depend
 * on this: react-hook-form keeps every value from the default values on (`shouldUnregister` is off), and the
 * valibot schema checks the whole object on submit, mounted or not. A submit still waits for these chunks
 * (`preloadEditorParts`): the section of the first error then opens with its field focused, and the typed legal
 * details are judged by their rules;
 * - the type select (Radix Select, 7.7 KB): an inert copy of its trigger holds its place until then.
 */
// With their own texts and the audiences' (the audience picker's): the first paint of the form draws neither.
const loadSections = () => withTexts(import('./sections-chunk'), ['editor-sections', 'audiences']);
const Targeting = preloadable(() => loadSections().then((m) => ({ default: m.TargetingSection })));
const Strategy = preloadable(() => loadSections().then((m) => ({ default: m.StrategySection })));
const Review = preloadable(() => loadSections().then((m) => ({ default: m.ReviewSection })));
const loadLegal = () =>
  withTexts(import('./legal-section'), ['editor-legal', 'legal-info']).then((m) => {
    setLegalRules(m.legalProblems);
    return m;
  });
const Legal = preloadable(() => loadLegal().then((m) => ({ default: m.LegalSection })));
const LegalReview = preloadable(() => loadLegal().then((m) => ({ default: m.LegalReview })));
const SelectChunk = preloadable(() => import('./type-select-chunk'));

/**
 * Loads the parts above (once; resolves when each can render without suspending), the Legal section's only with
 * `ru_ad_marking` (`marking`).
 */
export const preloadEditorParts = (marking: boolean) =>
  Promise.all([
    Targeting.preload(),
    Strategy.preload(),
    Review.preload(),
    SelectChunk.preload(),
    ...(marking ? [Legal.preload(), LegalReview.preload()] : []),
  ]).then(() => undefined);

/** Starts loading the parts once the form has painted (a task after the frame of its first commit). */
export function usePreloadEditorParts(marking: boolean) {
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => void preloadEditorParts(marking).catch(() => undefined), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [marking]);
}

/**
 * The height of a section's body as it first draws (px, at 1280 and at 390 px wide), measured on the sandbox's
 * accounts (2026-11-28): what its placeholder takes, so the sections below it stay where they will be. Targeting
 * is taller for the types with audience targeting (categories, publishers, wallet); Legal (remeasured the same day,
 * with the choice of a saved legal entity or its details) as it opens, on a saved legal entity, none chosen; the
 * Review has one more line with it.
 */
const BODY_HEIGHT = {
  targeting: { desktop: 1000, phone: 1010 },
  targetingByAudience: { desktop: 1270, phone: 1300 },
  strategy: { desktop: 390, phone: 390 },
  legal: { desktop: 272, phone: 308 },
  review: { desktop: 210, phone: 210 },
  reviewWithLegal: { desktop: 234, phone: 234 },
};
type Placeheld = keyof typeof BODY_HEIGHT;

/** A section's body while its chunk loads: its usual height, announced as loading. */
function Placeholder({ part, phone }: { part: Placeheld; phone: boolean }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="editor-section-placeholder">
      <Skeleton shape="rect" height={BODY_HEIGHT[part][phone ? 'phone' : 'desktop']} />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
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
/** The Review, with the Legal section's line for `ru_ad_marking` (both drawn once both are in). */
export const ReviewSection = ({ phone, marking, ...props }: Sized<typeof Review> & { marking: boolean }) =>
  lazySection(
    marking ? 'reviewWithLegal' : 'review',
    phone,
    <Review {...props} legal={marking ? <LegalReview form={props.form} /> : null} />,
  );

/**
 * ui's `Select`, loaded after the form's first paint; until then ui's inert copy of its trigger with the chosen
 * option's text: the same size, so nothing shifts when it swaps.
 */
export function TypeSelect(props: SelectProps) {
  const chosen = props.options.find((o) => 'value' in o && o.value === props.value);
  return (
    <Suspense
      fallback={
        <SelectPlaceholder
          text={chosen && 'label' in chosen ? chosen.label : undefined}
          size={props.size}
          aria-label={props['aria-label']}
        />
      }
    >
      <SelectChunk {...props} />
    </Suspense>
  );
}
