import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import i18next from 'i18next';
import { CAMPAIGN_TYPES } from '@adnet/api-client';
import { EDITED_AD as AD, EDITED_ID, editorApi } from './fixtures';
import { DESKTOP, LOCALE, PHONE, expectHeading, screenAt, screenMeta, waitOptions } from './screen-story';
import type { Lang, ScreenStory as Story, Size } from './screen-story';

/**
 * The campaign editor from fixture data: the type chooser of `/campaigns/new` (a live preview of each format), and
 * the form of `/campaigns/{id}/edit` with a chat ad filled in whole and its preview beside it (behind a toggle at
 * 390 px); and the form with a field in error (a landing link that is not https), which is not sent.
 */
export default {
  title: 'Screens/Campaign editor',
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

const EDIT_PATH = `/campaigns/${EDITED_ID}/edit`;

// ---- Type chooser --------------------------------------------------------------------------------------------

const chooser = (lang: Lang, size: Size): Story => ({
  ...screenAt('/campaigns/new', editorApi().routes, lang, size),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvas, i18next.t('routes.campaignNew'), 1);
    // A card per format, each a link to the form of its type, named in the UI language.
    const list = canvas.getByRole('list', { name: i18next.t('editor.chooser.title') });
    for (const type of CAMPAIGN_TYPES) {
      const link = within(list).getByRole('link', { name: i18next.t(`domain.type.${type}`) });
      await expect(link.getAttribute('href')).toBe(`/campaigns/new?campaignType=${type}`);
    }
    await expect(within(list).getAllByRole('listitem')).toHaveLength(CAMPAIGN_TYPES.length);
    await expect(document.documentElement.lang).toBe(LOCALE[lang]);
  },
});
export const TypeChooser = chooser('en', DESKTOP);
export const TypeChooserRu = chooser('ru', DESKTOP);
export const TypeChooserPhoneCn = chooser('cn', PHONE);

// ---- The form, filled in -------------------------------------------------------------------------------------

const form = (lang: Lang, size: Size): Story => {
  const api = editorApi();
  return {
    ...screenAt(EDIT_PATH, api.routes, lang, size),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      // The stored ad fills the form (the page's loading placeholder goes first).
      await expect(
        await canvas.findByRole('textbox', { name: i18next.t('editor.fields.link') }, waitOptions),
      ).toHaveValue(AD.link);
      await expect(
        canvas.getByRole('heading', { level: 1, name: i18next.t('routes.campaignEdit') }),
      ).toBeVisible();
      await expect(
        canvas.getByRole('textbox', { name: new RegExp(i18next.t('editor.fields.title')) }),
      ).toHaveValue(AD.title);
      const preview = canvas.getByRole('complementary', { name: i18next.t('editor.preview.label') });
      if (size === PHONE) {
        // At 390 px the preview waits behind its toggle, under the stepper.
        await expect(
          within(preview).getByRole('button', { name: i18next.t('editor.preview.show') }),
        ).toHaveAttribute('aria-expanded', 'false');
        await expect(canvas.getByRole('list', { name: i18next.t('editor.stepper') })).toBeVisible();
      } else {
        // Beside the form: the ad as the chat shows it, picture included.
        await expect(within(preview).getByText(AD.title)).toBeVisible();
        await waitFor(
          () =>
            expect(preview.querySelector<HTMLImageElement>('img[data-slot="media"]')?.complete).toBe(true),
          waitOptions,
        );
      }
      await expect(api.calls.writes).toBe(0);
    },
  };
};
export const CampaignEditor = form('en', DESKTOP);
export const CampaignEditorRu = form('ru', DESKTOP);
export const CampaignEditorCn = form('cn', DESKTOP);
export const CampaignEditorPhone = form('en', PHONE);
export const CampaignEditorPhoneRu = form('ru', PHONE);
export const CampaignEditorPhoneCn = form('cn', PHONE);

// ---- A field in error ----------------------------------------------------------------------------------------

/**
 * The landing link changed to http: the field says why under it (in the UI language) once left, the preview stops
 * showing the link, and on desktop Save sends nothing and puts the focus back on the field. At 390 px the flow
 * opens the preview to show it.
 */
const linkError = (lang: Lang, size: Size, name: string): Story => {
  const api = editorApi();
  return {
    name,
    tags: ['flow'],
    ...screenAt(EDIT_PATH, api.routes, lang, size),
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const link = await canvas.findByRole('textbox', { name: i18next.t('editor.fields.link') }, waitOptions);
      await waitFor(() => expect(link).toHaveValue(AD.link), waitOptions);
      await userEvent.clear(link);
      await userEvent.paste('http://fresh-cart.example/first-order');
      await userEvent.tab();
      await expect(link).toHaveAttribute('aria-invalid', 'true');
      await expect(link).toHaveAccessibleDescription(
        expect.stringContaining(i18next.t('editor.errors.httpsOnly')),
      );
      const preview = canvas.getByRole('complementary', { name: i18next.t('editor.preview.label') });
      if (size === PHONE) {
        await userEvent.click(
          within(preview).getByRole('button', { name: i18next.t('editor.preview.show') }),
        );
        // The opened preview (a 360 px phone frame) fits the 390 px screen: nothing scrolls sideways.
        const page = document.documentElement;
        await waitFor(() => expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth), waitOptions);
      } else {
        await userEvent.click(canvas.getByRole('button', { name: i18next.t('editor.save') }));
        await waitFor(() => expect(link).toHaveFocus(), waitOptions);
      }
      await expect(
        await within(preview).findByText(i18next.t('preview.insecureLink'), {}, waitOptions),
      ).toBeVisible();
      await expect(within(preview).getByText(AD.title)).toBeVisible();
      await expect(api.calls.writes).toBe(0);
    },
  };
};
export const LinkError = linkError('en', DESKTOP, 'Campaign editor: a link that is not https');
export const LinkErrorCn = linkError('cn', DESKTOP, 'Campaign editor (cn): a link that is not https');
export const LinkErrorPhoneRu = linkError(
  'ru',
  PHONE,
  'Campaign editor (ru, phone): a link that is not https',
);

// ---- The section index ---------------------------------------------------------------------------------------

/**
 * The section index beside the form marks the section in view (it never did), follows a jump from its own links
 * and the scroll to the page's end; the jumped-to heading and the sticky phone preview stay below the top bar
 * (at the page's end the preview slid under it).
 */
export const SectionIndex: Story = {
  name: 'Campaign editor: the section index follows the scroll',
  ...screenAt(EDIT_PATH, editorApi().routes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const index = await canvas.findByRole('navigation', { name: i18next.t('editor.index') }, waitOptions);
    const link = (section: string) =>
      within(index).getByRole('link', { name: i18next.t(`editor.sections.${section}`) });
    await waitFor(() => expect(link('ads')).toHaveAttribute('aria-current', 'location'), waitOptions);
    await expect(within(index).getAllByRole('link', { current: 'location' })).toHaveLength(1);

    const topBar = canvasElement.querySelector('[data-slot="layout-header"]') as HTMLElement;
    const below = () => topBar.getBoundingClientRect().bottom;
    // What following the link does (a hash change would reload the test runner's frame): scroll its target into view.
    document.querySelector(link('strategy').getAttribute('href') ?? '')?.scrollIntoView();
    await waitFor(() => expect(link('strategy')).toHaveAttribute('aria-current', 'location'), waitOptions);
    await expect(link('ads')).not.toHaveAttribute('aria-current');
    const heading = canvas.getByRole('heading', { level: 2, name: i18next.t('editor.sections.strategy') });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(below());

    const page = document.scrollingElement as HTMLElement;
    page.scrollTop = page.scrollHeight;
    await waitFor(() => expect(link('review')).toHaveAttribute('aria-current', 'location'), waitOptions);
    const preview = canvas.getByRole('complementary', { name: i18next.t('editor.preview.label') });
    await expect(preview.getBoundingClientRect().top).toBeGreaterThanOrEqual(below());
  },
};
