import type { HelpEntry } from '../../domain/content/help-search';

/**
 * The help centre's text (/help), searched by src/domain/content/help-search.ts. It says what the
 * product does today; when a feature changes, change its entry here.
 */

/** Guides: how to do something from start to finish. */
export const HELP_ARTICLES: readonly HelpEntry[] = [
  {
    id: 'first-analysis',
    title: 'Getting your first analysis',
    body: [
      'Sign up as an athlete and open “Find a pro”. Every pro listed has been verified by our team. Compare their sports, price, turnaround and rating, then choose “Request analysis” on their page.',
      'Pick the sport, the tier (standard, or express where it is offered) and write your question: what you want the pro to look at, in 10 to 1,000 characters. Then upload your clip and pay at checkout.',
      'The pro is notified as soon as you have paid. When they deliver, you are notified too, and the analysis opens on the submission’s page.',
    ],
    keywords: ['start', 'begin', 'order', 'book', 'request'],
  },
  {
    id: 'filming',
    title: 'Filming a clip that can be analysed',
    body: [
      'Film from the side or from behind, with the camera still, in good light, and your whole body and the whole movement in the frame. A few seconds is enough; two or three repetitions help the pro spot a pattern.',
      'Film at the highest frame rate your phone offers (60 frames per second or slow motion if you can): the pro steps through your clip one frame at a time.',
    ],
    keywords: ['camera', 'phone', 'record', 'angle', 'slow motion', 'fps'],
  },
  {
    id: 'uploading',
    title: 'Uploading a video',
    body: [
      'ClipCoach accepts MP4, MOV, WebM and M4V files up to 2 GB (an administrator may change these limits). The type and size are checked before anything is sent.',
      'You can pause and resume an upload. If your connection drops, the upload retries by itself and tells you so; if you close the page, pick the same file again and it continues where it stopped.',
      'If your browser cannot read the video’s length, the file is still stored and marked for repair, and an administrator looks at it.',
    ],
    keywords: ['file', 'size', 'format', 'resume', 'pause', 'stuck', 'video', 'connection'],
  },
  {
    id: 'payment',
    title: 'Prices, fees and payment',
    body: [
      'You see the full price before you pay: the pro’s price for the tier you chose, plus a platform fee. An express review costs more and is delivered faster.',
      'On ClipCoach’s hosted service, payments are taken by Stripe: your card details go to Stripe, never to us. The demo version that runs in your browser uses a simulated provider and never charges a card.',
      'A double click or a retry never charges you twice. A referral credit, when you have one, is shown at checkout and taken off the total.',
    ],
    keywords: ['price', 'cost', 'fee', 'card', 'stripe', 'checkout', 'pay', 'express', 'standard'],
  },
  {
    id: 'reading-analysis',
    title: 'Reading your analysis',
    body: [
      'Your pro’s drawings (lines, arrows, circles, angles with their degrees, text) appear on the video during the moments they belong to. Comments are pinned to moments too: click one and the video jumps there.',
      'Play the clip at speeds from 0.25× to 2×, or step through it one frame at a time. The written summary sums up what to work on. You can watch the analysis as often as you like.',
    ],
    keywords: ['drawings', 'comments', 'summary', 'playback', 'frame', 'angle', 'watch'],
  },
  {
    id: 'becoming-a-pro',
    title: 'Becoming a pro',
    body: [
      'Create an account with the account type “Pro”, then complete the onboarding: your profile, the sports you coach, your price and turnaround, and your credentials (PDF, JPEG or PNG, up to 10 MB each).',
      'Submit your application for verification. An administrator checks your documents and approves it, or rejects it with a reason you can fix before you submit again. You are notified either way; only approved pros are listed.',
      'Once approved, paid submissions reach your review queue. You review each clip in the analysis studio and deliver your analysis before the turnaround you promised.',
    ],
    keywords: ['coach', 'apply', 'verification', 'credentials', 'documents', 'onboarding'],
  },
];

/** Frequently asked questions, answered in a few sentences. */
export const HELP_FAQ: readonly HelpEntry[] = [
  {
    id: 'how-long',
    title: 'How long does an analysis take?',
    body: ['Each pro states a turnaround on their page. The standard tier has the pro’s own turnaround; the express tier halves it (never under 12 hours). The promised time is shown before you pay.'],
    keywords: ['time', 'turnaround', 'days', 'hours', 'express', 'wait'],
  },
  {
    id: 'late',
    title: 'What if my pro is late?',
    body: ['If the pro has not delivered by the promised time, you can cancel the submission from its page and you are refunded in full.'],
    keywords: ['guarantee', 'refund', 'overdue', 'cancel', 'money back'],
  },
  {
    id: 'refund',
    title: 'Can I get a refund?',
    body: ['Yes, in full, when the pro declines your clip, when the pro misses the promised turnaround and you cancel, or when a pro leaves ClipCoach before delivering. A refund goes back to the card you paid with.'],
    keywords: ['money back', 'cancel', 'decline'],
  },
  {
    id: 'who-sees',
    title: 'Who can see my videos?',
    body: ['Only you, the pro you sent the clip to, and ClipCoach administrators when they need to (support, or repairing a video that failed). Videos are kept in private storage and are never public.'],
    keywords: ['privacy', 'private', 'share', 'visible'],
  },
  {
    id: 'who-are-pros',
    title: 'Who are the pros?',
    body: ['Coaches who applied, sent their credentials and were approved by an administrator. A pro who is pending, rejected or removed is not listed.'],
    keywords: ['verified', 'coach', 'qualified'],
  },
  {
    id: 'rating',
    title: 'How do ratings work?',
    body: ['Once your analysis is delivered you can rate it from 1 to 5 stars, with a comment. Each pro’s rating is the average of the ratings they received.'],
    keywords: ['review', 'stars', 'feedback'],
  },
  {
    id: 'referral',
    title: 'How does the referral credit work?',
    body: ['Every account has a referral code and a link to share. When someone signs up through your link and pays for their first submission, you earn a credit shown at your next checkout. See “Refer a friend” for the details.'],
    keywords: ['refer', 'friend', 'code', 'invite', 'discount'],
  },
  {
    id: 'confirmation-email',
    title: 'I did not receive the confirmation e-mail.',
    body: ['Look in your spam folder first. You can send the e-mail again from the “Check your inbox” page, or sign in and follow the link offered when your address is not confirmed yet.'],
    keywords: ['email', 'verify', 'inbox', 'spam', 'sign up'],
  },
  {
    id: 'change-name',
    title: 'How do I change my name?',
    body: ['Open your profile from the header once signed in, edit your first and last name, and save.'],
    keywords: ['profile', 'account', 'edit'],
  },
  {
    id: 'demo',
    title: 'Why does the sign-in page list demo accounts?',
    body: ['You are using the demo version, which runs entirely in your browser: accounts, videos and payments stay on this device, and no card is ever charged. The hosted service never lists demo accounts.'],
    keywords: ['demo', 'test', 'embedded', 'offline'],
  },
];
