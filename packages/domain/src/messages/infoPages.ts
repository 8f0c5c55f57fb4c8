/**
 * Texts of the content pages /about-us and /donate. A module of their own so only those pages carry
 * them. `{product}` is the product name. The about page's privacy and cookie sections are where the
 * footer's default policy links point (/about-us#privacy, /about-us#cookies).
 */
export const aboutPageMessages = {
  lead: 'Start. Study. Siyum. {product} brings people together to finish learning a whole sefer — one portion each, all of it together.',

  whatHeading: 'What is a siyum?',
  what: [
    'A siyum (“completion”) is the celebration held when a tractate of Talmud, an order of Mishnah or another part of the Torah has been learned from beginning to end. It is a moment of real joy: the learning is finished, a hadran is said, and family and friends gather to mark it.',
    'A communal siyum shares the text among many people, so that together they complete what one person could not. Families and communities make one in memory of someone dear, as a merit for someone who is unwell, in honor of a simcha, or simply for the love of learning.',
  ],

  howHeading: 'How {product} works',
  howSteps: [
    'Create a siyum: choose the text — Mishnah, Talmud Bavli, Tanach or Tehillim — how to divide it, the date you hope to finish by, and an optional dedication.',
    'Share its link with family, friends and your community, by message, email or QR code.',
    'Learners pick the portions they will learn and mark them learned when they are done; nobody needs to keep a spreadsheet.',
    'Follow the progress together, see which portions still need a learner, and celebrate the siyum when every portion is learned.',
  ],
  howNote:
    'Anyone can browse the community siyumim and see their progress. To take a portion or make a siyum of your own, you sign in with a free account.',

  appsHeading: 'Part of a family of learning apps',
  apps: 'Your {product} account is the same one you use in our sister apps, All Daf and All Mishnah, so you can sign in with the credentials you already have. All Daf brings daily shiurim on every daf of the Talmud, and All Mishnah does the same for every mishnah — a good companion when you have taken on a portion.',
  appsLinks: 'You can download both apps from the links at the bottom of every page.',

  privacyHeading: 'Privacy',
  privacy: [
    'We keep only what the site needs to work: your name and email address, any details you choose to add to your profile, the siyumim you create and the portions you take. The organizers and helpers of a siyum you join can see your name, email and the portions you took, so they can run it; on a siyum’s public page, other learners are shown by first name and initial only.',
    'Messages you send us through the contact and support forms are kept so that we can answer them. We do not sell your information or share it for advertising.',
  ],

  cookiesHeading: 'Cookies',
  cookies:
    'We use one small cookie to remember that you are signed in, and your browser’s storage to keep your sign-in session and your display preferences (theme and text size). We do not use advertising cookies.',

  contactHeading: 'Questions?',
  contact: 'We are happy to help. Write to us through the contact page, or ask for help on the support page.',
  contactLink: 'Contact us',
  supportLink: 'Get support',
} as const;

export const donatePageMessages = {
  lead: 'Every portion learned on {product} is part of a siyum someone cares about deeply. Your gift helps keep it that way — free for every family, community and learner.',
  whyHeading: 'What your donation supports',
  why: [
    'Running the site: the servers, storage and secure sign-in that keep every siyum available day and night.',
    'Building it further: new texts and ways to divide them, reminders for learners, and better tools for organizers.',
    'Keeping it free: no fees for creating a siyum, and no advertising next to anyone’s dedication.',
  ],
  howHeading: 'How to give',
  how: 'Donations are not taken on this site: the button below opens our secure donation page in a new tab, where you can choose the amount and how to give.',
  button: 'Donate now',
  opensInNewTab: '(opens in a new tab)',
  unavailable:
    'Online donations are not open yet. If you would like to help, please write to us through the contact page and we will be in touch.',
  contactLink: 'Contact us',
  thanks: 'Thank you for helping so many people learn, finish and celebrate together.',
} as const;
