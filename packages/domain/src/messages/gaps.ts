/**
 * Texts of the gaps view and the split of open portions among learners (issue 24): what is still
 * open, how long is left and the pace that finishes on time; the organizer's split with its race
 * sentence (someone claimed a proposed portion while it was on its way: nothing was written); and
 * a learner's "give me N more".
 */
export const gapsMessages = {
  heading: 'Portions still open',
  openOne: 'One portion is still open',
  openOther: '{count} portions are still open',
  daysLeftOne: 'one day until the siyum',
  daysLeftOther: '{count} days until the siyum',
  dueToday: 'the siyum is today',
  datePassed: 'the siyum’s date has passed',
  paceNeeded: 'To finish on time: {pace}.',
  paceEvery: 'about one every {days} days',
  paceDaily: 'about one a day',
  pacePerDay: 'about {count} a day',
  paceNow: 'all of them now',
  groupsLabel: 'Open portions by seder, tractate or book',
  groupOpenOne: 'one open',
  groupOpenOther: '{count} open',
  /** Under the first groups, when there are more (a Shas by daf has 40 tractates). */
  showAllGroups: 'Show all {count} groups',

  splitHeading: 'Split the open portions',
  splitIntro:
    'Choose the learners who will take them. Each gets a run of portions in the text’s order, about the same amount of learning each.',
  learnersLegend: 'Learners to share them',
  noCandidates: 'Nobody takes part in this siyum yet. Add participants first.',
  chooseLearners: 'Choose at least one learner to see a proposal.',
  proposalHeading: 'The proposal',
  shareRange: '{first} to {last}',
  shareCountOne: 'one portion',
  shareCountOther: '{count} portions',
  nothingLeft: 'no open portion left for them',
  confirm: 'Assign these portions',
  assignedOne: 'One portion assigned.',
  assignedOther: '{count} portions assigned.',
  racedOne:
    'Someone took one of these portions a moment ago. Nothing was assigned — look at the new proposal.',
  racedOther:
    'Someone took {count} of these portions a moment ago. Nothing was assigned — look at the new proposal.',
  racedSome:
    'Some of these portions were taken a moment ago. Nothing was assigned — look at the new proposal.',

  moreHeading: 'Take more portions',
  moreIntro: 'The next open portions in the text’s order become yours.',
  moreCount: 'How many portions',
  moreButton: 'Give me more',
  moreTakenOne: 'One more portion is yours.',
  moreTakenOther: '{count} more portions are yours.',
} as const;
