// The page a star link of the weekly e-mail opens: the lunch, the stars (the one tapped already chosen), tags and a
// comment, and the button whose POST records it, in the frame of the pages e-mail links open.
import { RATING_TAG_LABELS, RATING_TAGS } from '../../../contracts/ratings';
import type { BusinessConfig } from '../../config';
import { formatWeekdayDate } from '../../../domain/dates';
import { html, joinHtml, type Html } from '../email/email-html';
import { LINK_PAGE_COLORS, linkPage } from '../email/link-page';
import type { RatingLinkState } from './rating-service';

const { forest: FOREST, saffron: SAFFRON } = LINK_PAGE_COLORS;

const STYLE = `
  .stars { display:flex; flex-direction:row-reverse; justify-content:flex-end; gap:6px; border:0; padding:0; margin:0 0 16px; }
  .stars input { position:absolute; opacity:0; width:1px; height:1px; }
  .stars label { font-size:40px; line-height:44px; color:#d6d3d1; cursor:pointer; padding:0 2px; }
  .stars input:checked ~ label, .stars label:hover, .stars label:hover ~ label { color:${SAFFRON}; }
  .stars input:focus-visible + label { outline:3px solid ${FOREST}; outline-offset:2px; border-radius:6px; }
  .tags { display:flex; flex-wrap:wrap; gap:8px; border:0; padding:0; margin:0 0 16px; }
  .tags label { display:inline-flex; align-items:center; gap:6px; border:1px solid #e7dfcc; border-radius:999px; padding:8px 14px; font-size:15px; min-height:24px; }
  textarea { width:100%; box-sizing:border-box; min-height:96px; font:inherit; padding:10px; border:1px solid #a8a29e; border-radius:8px; }
  button { background:${FOREST}; color:#fdf8ee; border:0; border-radius:8px; padding:14px 22px; font-size:16px; font-weight:bold; cursor:pointer; min-height:48px; }
  legend { font-weight:bold; margin-bottom:8px; padding:0; }
`;

function form(state: Extract<RatingLinkState, { kind: 'form' }>, action: string): Html {
  const chosenTags = new Set(state.rating?.tags ?? []);
  // Listed 5 to 1 and shown reversed, so that CSS can light a star and those before it.
  const stars = [5, 4, 3, 2, 1].map(
    (n) =>
      html`<input
          type="radio"
          id="star-${String(n)}"
          name="stars"
          value="${String(n)}"
          required
          ${state.stars === n ? html`checked` : html``}
        /><label for="star-${String(n)}" title="${String(n)} of 5"
          ><span aria-hidden="true">&#9733;</span
          ><span style="position:absolute;left:-9999px;">${String(n)} of 5 stars</span></label
        >`,
  );
  const tags = RATING_TAGS.map(
    (tag) =>
      html`<label
        ><input type="checkbox" name="tags" value="${tag}" ${chosenTags.has(tag) ? html`checked` : html``} />
        ${RATING_TAG_LABELS[tag]}</label
      >`,
  );
  return html`<p>
      Your lunch of <strong>${formatWeekdayDate(state.day)}</strong>: <strong>${state.dishName}</strong>.
    </p>
    ${state.rating ? html`<p>You rated it ${String(state.rating.stars)} of 5. You can change it for a few more days.</p>` : html``}
    <form method="post" action="${action}">
      <fieldset class="stars">
        <legend>Your stars</legend>
        ${joinHtml(stars)}
      </fieldset>
      <fieldset class="tags">
        <legend>What stood out? (optional)</legend>
        ${joinHtml(tags)}
      </fieldset>
      <p>
        <label for="comment"><strong>A word for the kitchen (optional)</strong></label
        ><br />
        <textarea id="comment" name="comment" maxlength="1000">${state.rating?.comment ?? ''}</textarea>
      </p>
      <button type="submit">Send my rating</button>
    </form>`;
}

function content(
  business: BusinessConfig,
  state: RatingLinkState,
  action: string,
): { title: string; body: Html } {
  const contact = html`<a href="mailto:${business.contactEmail}">${business.contactEmail}</a>`;
  switch (state.kind) {
    case 'form':
      return { title: 'How was your lunch?', body: form(state, action) };
    case 'done':
      return {
        title: 'Thank you!',
        body: html`<p>
            You gave <strong>${state.dishName}</strong> (${formatWeekdayDate(state.day)})
            <strong>${String(state.stars)} of 5</strong>. The kitchen reads every rating.
          </p>
          <p>Changed your mind? Open the link in the e-mail again to change it for a few more days.</p>`,
      };
    case 'closed':
      return {
        title: 'Ratings for this lunch have closed',
        body: html`<p>
          Ratings are open for 7 days after each lunch. We still want to hear what you thought of
          ${state.dishName}: write to ${contact}.
        </p>`,
      };
    case 'early':
      return {
        title: 'Not picked up yet',
        body: html`<p>
          You can rate ${state.dishName} once you have picked it up, or after the pickup window closes at 2:00
          PM.
        </p>`,
      };
    case 'invalid':
      return {
        title: 'This link is not valid',
        body: html`<p>
          We couldn't read this rating link. Sign in to rate your lunches from your dashboard, or write to
          ${contact}.
        </p>`,
      };
  }
}

export function ratingLinkPage(
  settings: { appOrigin: string; business: BusinessConfig },
  state: RatingLinkState,
  action: string,
): string {
  const { appOrigin, business } = settings;
  return linkPage({
    appOrigin,
    ...content(business, state, action),
    onward: { path: '/dashboard', label: 'Open your dashboard' },
    style: STYLE,
  });
}
