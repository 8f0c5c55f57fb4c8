/**
 * Texts of the pages that run a siyum: /participants/{id} (the owner and helpers with the
 * participants permission) and /admins/{id} (the owner grants helpers their permissions, spec §6).
 * Counts come in `One` / `Other` pairs; `{name}` is a participant's or helper's full name (or their
 * email when they gave none), `{label}` a portion's English label ("Berakhot", "Shabbat 45").
 */
export const siyumManageMessages = {
  separator: ' · ',

  // ---------- The siyum page's links for those who run it (SiyumManageLinks) ----------
  manageLinks: 'Manage this siyum',
  manageEdit: 'Edit siyum',
  manageParticipants: 'Participants',
  manageAdmins: 'Admins',

  // ---------- Participants ----------
  participantsHeading: 'Participants',
  participantsOne: '{count} participant',
  participantsOther: '{count} participants',
  portionsOne: '{count} portion',
  portionsOther: '{count} portions',
  learnedCount: '{count} learned',
  emailEveryone: 'Email everyone',
  emailEveryoneDescription: 'Opens your email app with every participant in BCC.',
  downloadCsv: 'Download CSV',
  csvFileName: 'participants.csv',
  /** The CSV's header: First name, Last name, Email, Phone (shared with the form), then these. */
  csvPortion: 'Portion',
  csvStatus: 'Status',
  empty: 'No one has signed up yet. Add a participant below, or share the siyum’s link.',
  /** Shown in place of a name when a participant gave none (their email is shown beside it). */
  noName: 'No name given',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  portionsOf: 'Portions of {name}',
  noPortions: 'No portions yet.',
  /** A guest: added by a manager, invitation not accepted yet (decision 0017). */
  invited: 'Invited',
  invitedNote: 'Hasn’t accepted the invitation yet. Only what you typed is shown.',
  copyInvitation: 'Copy invitation link',
  copyInvitationFor: 'Copy invitation link for {name}',
  invitationCopied: 'Invitation link copied. Send it to {name}.',
  /** When the clipboard refused: the link itself, to copy by hand. */
  invitationCopyFailed: 'Copy this link and send it to {name}: {url}',
  statusClaimed: 'Learning',
  statusCompleted: 'Learned',

  // Actions on a learning: the visible text, and the accessible name that says whose and which
  markLearned: 'Mark learned',
  markLearnedFor: 'Mark learned: {label} for {name}',
  undoLearned: 'Undo learned',
  undoLearnedFor: 'Undo learned: {label} for {name}',
  release: 'Release',
  releaseFor: 'Release {label} from {name}',

  // Assigning an open portion to someone already in the list
  assign: 'Assign a portion',
  assignFor: 'Assign a portion to {name}',
  assignPortion: 'Portion to assign',
  assignSubmit: 'Assign',
  assignSubmitFor: 'Assign the portion to {name}',
  assignRequired: 'Choose a portion to assign.',
  cancel: 'Cancel',

  // Removing a participant (confirmed in a dialog)
  remove: 'Remove',
  removeFor: 'Remove {name}',
  removeTitle: 'Remove {name}?',
  removeBodyNone: 'They will no longer be listed as a participant.',
  removeBodyOne: 'Their {count} portion becomes open for someone else to take.',
  removeBodyOther: 'Their {count} portions become open for someone else to take.',
  removeConfirm: 'Remove participant',

  // Adding a participant
  addHeading: 'Add a participant',
  addIntro:
    'They don’t need an account. Their portions are held for them, and you get an invitation link to send them: when they open it and sign in, the portions become theirs.',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  portions: 'Portions',
  portionsRequired: 'Choose at least one portion.',
  noOpenPortions: 'Every portion has a learner. Release one to add a participant.',
  addSubmit: 'Add participant',
  adding: 'Adding the participant…',

  // ---------- Helpers (admins) ----------
  helpersHeading: 'Helpers',
  helpersIntro:
    'Helpers run this siyum with you. Only you, the owner, can add or remove helpers and change what they may do.',
  permissionsKey: 'What each permission allows',
  permissionEditSiyum: 'Edit the siyum',
  permissionEditSiyumDescription: 'Change the title, dedication, date and how the text is divided.',
  permissionEditSignup: 'Manage sign-ups',
  permissionEditSignupDescription: 'Edit the siyum and manage its participants.',
  permissionUpdateUsers: 'Manage participants',
  permissionUpdateUsersDescription: 'Add and remove participants, assign portions and mark them learned.',
  permissionsFor: 'Permissions of {name}',
  noHelpers: 'No helpers yet. Add one below to share the work.',
  removeHelper: 'Remove',
  removeHelperFor: 'Remove {name} as a helper',
  /** Said after the last permission is unticked: the helper is removed. */
  lastPermissionNote: 'Unticking every permission removes the helper.',

  addHelperHeading: 'Add a helper',
  addHelperIntro:
    'Use the email they sign in with (or will sign up with): the permissions work as soon as they sign in with it.',
  permissionsLegend: 'They may',
  permissionsRequired: 'Choose at least one permission.',
  addHelperSubmit: 'Add helper',
  addingHelper: 'Adding the helper…',
  /** For the app: the owner typed their own email (`ownerHasEveryPermission`). */
  helperIsOwner: 'That’s you: as the owner you can already do everything.',
} as const;

/** /join/{token}: the page a guest's invitation link opens (decision 0017). */
export const invitationMessages = {
  title: 'Invitation',
  heading: 'You’re invited to learn',
  greeting: 'Hello {name},',
  intro: 'You are invited to join “{title}”. These portions are held for you:',
  date: 'The siyum is on {date}.',
  consent:
    'When you accept, the portions become yours and the organizers of this siyum see your name, email and phone, as for everyone who signs up.',
  signIn: 'Log in or sign up to accept the invitation.',
  logIn: 'Log in to accept',
  accept: 'Accept and join',
  accepting: 'Joining…',
  notFound:
    'This invitation has already been accepted, or it is no longer valid. Ask the organizer to send you a new link.',
} as const;
